import { Controller, Get, Inject } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, Public } from '@overlap/platform';
import { SIGNING_KEY } from './signing-key.token';
import type { SigningKey } from './signing-key';

/** Public keys for local verification by the gateway and every service. */
export class JwksView {
  @ApiProperty({ description: 'JSON Web Keys (RFC 7517)', type: 'array', items: { type: 'object' } }) keys!: object[];
}

@ApiTags('auth')
@Public()
@Controller()
export class JwksController {
  constructor(@Inject(SIGNING_KEY) private readonly key: SigningKey) {}

  @Get(['.well-known/jwks.json', 'api/auth/jwks.json'])
  @ApiOperationOf('getJwks', JwksView)
  jwks(): JwksView {
    return { keys: [this.key.jwk] };
  }
}
