import { ApiProperty } from '@nestjs/swagger';

/** Public keys for local verification by the gateway and every service. */
export class JwksView {
  @ApiProperty({ description: 'JSON Web Keys (RFC 7517)', type: 'array', items: { type: 'object' } }) keys!: object[];
}
