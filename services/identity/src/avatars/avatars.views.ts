import { ApiProperty } from '@nestjs/swagger';

export class UploadSlotView {
  @ApiProperty({ description: 'Where to PUT the image' }) uploadURL!: string;
}

export class UploadReceivedView {
  @ApiProperty() id!: string;
  @ApiProperty() size!: number;
  @ApiProperty() contentType!: string;
}
