import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '@overlap/platform';
import { SIGNING_KEY } from './signing-key.token';
import type { SigningKey } from './signing-key';

/** Public keys for local verification by the gateway and every service. */
@Public()
@Controller()
export class JwksController {
  constructor(@Inject(SIGNING_KEY) private readonly key: SigningKey) {}

  @Get(['.well-known/jwks.json', 'api/auth/jwks.json'])
  jwks() {
    return { keys: [this.key.jwk] };
  }
}
