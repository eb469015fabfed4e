import { ApiProperty } from '@nestjs/swagger';

/** The answer of a call whose only result is a sentence for the user. */
export class MessageView {
  @ApiProperty()
  message!: string;
}
