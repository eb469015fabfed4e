import { Injectable, Module } from '@nestjs/common';
import { defaultJwksUrl, HealthRegistry, PlatformModule } from '@overlap/platform';

/** Ready when identity's JWKS answers: without it no session can be verified. */
@Injectable()
class JwksReadiness {
  constructor(registry: HealthRegistry) {
    registry.register({
      name: 'identity-jwks',
      check: async () => {
        const res = await fetch(defaultJwksUrl(), { signal: AbortSignal.timeout(2000) });
        if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
      },
    });
  }
}

/** The gateway has no controllers of its own beyond health; /api is an Express-level proxy. */
@Module({ imports: [PlatformModule.forRoot({ service: 'gateway' })], providers: [JwksReadiness] })
export class AppModule {}
