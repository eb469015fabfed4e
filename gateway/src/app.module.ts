import { Module } from '@nestjs/common';
import { PlatformModule } from '@overlap/platform';

/** The gateway has no controllers of its own beyond health; /api is an Express-level proxy. */
@Module({ imports: [PlatformModule.forRoot({ service: 'gateway' })] })
export class AppModule {}
