import { ApiProperty } from '@nestjs/swagger';

export class ResetTokenView {
  @ApiProperty() valid!: boolean;
}
