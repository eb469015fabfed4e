import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req, Res } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { badRequest, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { toSelfView } from '../users/user-view';
import { AvatarsService } from './avatars.service';

export class SetProfilePictureDto {
  // SPEC.md leaves the body open; the upload address is accepted under any of these names.
  @IsOptional() @IsString() @IsNotEmpty() readonly profilePictureURL?: string;
  @IsOptional() @IsString() @IsNotEmpty() readonly uploadURL?: string;
  @IsOptional() @IsString() @IsNotEmpty() readonly url?: string;
}

const uuidPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@Controller('api')
export class UploadsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Post('objects/upload')
  async createUpload(@CurrentUser() caller: AuthenticatedUser) {
    return { uploadURL: await this.avatars.createSlot(caller.userId) };
  }

  /** The browser PUTs the file itself here; the body is streamed and checked by content. */
  @Put('objects/uploads/:id')
  async receive(@CurrentUser() caller: AuthenticatedUser, @Param('id', uuidPipe) id: string, @Req() req: Request) {
    const length = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
    return this.avatars.receive(caller.userId, id, req, length);
  }

  @Put('profile-picture')
  @HttpCode(200)
  async setPicture(@CurrentUser() caller: AuthenticatedUser, @Body() dto: SetProfilePictureDto) {
    const address = dto.profilePictureURL ?? dto.uploadURL ?? dto.url;
    if (!address) throw badRequest('Upload address is required', 'profilePictureURL');
    return toSelfView(await this.avatars.setProfilePicture(caller.userId, address));
  }

  @Get('objects/avatars/:id')
  async avatar(@Param('id', uuidPipe) id: string, @Res() res: Response) {
    const image = await this.avatars.read(id);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.end(image.data);
  }
}
