import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, Public } from '@overlap/platform';
import { JwksView } from './jwks.views';
import { SIGNING_KEY, type SigningKey } from './signing-key.module';

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
