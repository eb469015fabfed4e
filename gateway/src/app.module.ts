import { Module } from '@nestjs/common';
import { PlatformModule } from '@overlap/platform';

/**
 * The gateway has no controllers of its own beyond health; /api is an Express-level proxy. Its
 * readiness does not ask identity: sessions are verified with the key set it holds, so it stays
 * ready (and serves the frontend) while identity restarts (ADR 027).
 */
@Module({ imports: [PlatformModule.forRoot({ service: 'gateway' })] })
export class AppModule {}
