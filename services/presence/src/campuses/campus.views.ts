import { ApiProperty } from '@nestjs/swagger';
import type { CampusDocument } from './campus.document';

/** A campus as the API answers it: numbers as strings, radius in metres (docs/product/presence.md). */
export class CampusView {
  @ApiProperty({ example: 'cbs-solbjerg-plads' })
  id!: string;

  @ApiProperty({ example: 'Solbjerg Plads' })
  name!: string;

  @ApiProperty({ example: 'Copenhagen Business School' })
  university!: string;

  @ApiProperty({ example: '55.6815', description: 'decimal degrees' })
  latitude!: string;

  @ApiProperty({ example: '12.5299', description: 'decimal degrees' })
  longitude!: string;

  @ApiProperty({ example: '200', description: 'metres' })
  radius!: string;
}

export const toCampusView = (c: CampusDocument): CampusView => ({
  id: c._id,
  name: c.name,
  university: c.university,
  latitude: String(c.latitude),
  longitude: String(c.longitude),
  radius: String(c.radius),
});
