import { ApiProperty } from '@nestjs/swagger';

export class RefreshedView {
  @ApiProperty() ok!: boolean;
}
