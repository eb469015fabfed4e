import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiOperationOf, badRequest, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { SelfView, toSelfView } from '../users/user.views';
import { SetProfilePictureDto } from './avatars.dto';
import { AvatarsService } from './avatars.service';
import { UploadReceivedView, UploadSlotView } from './avatars.views';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const uuidPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('avatars')
@Controller('api')
export class UploadsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Post('objects/upload')
  @ApiOperationOf('createUpload', UploadSlotView, 201)
  async createUpload(@CurrentUser() caller: AuthenticatedUser): Promise<UploadSlotView> {
    return { uploadURL: await this.avatars.createSlot(caller.userId) };
  }

  /** The browser PUTs the file itself here; the body is streamed and checked by content. */
  @Put('objects/uploads/:id')
  @ApiOperationOf('uploadImage', UploadReceivedView)
  @ApiConsumes(...IMAGE_TYPES)
  @ApiBody({ description: 'The image itself', schema: { type: 'string', format: 'binary' } })
  async receive(@CurrentUser() caller: AuthenticatedUser, @Param('id', uuidPipe) id: string, @Req() req: Request): Promise<UploadReceivedView> {
    const length = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
    return this.avatars.receive(caller.userId, id, req, length);
  }

  @Put('profile-picture')
  @HttpCode(200)
  @ApiOperationOf('setProfilePicture', SelfView)
  async setPicture(@CurrentUser() caller: AuthenticatedUser, @Body() dto: SetProfilePictureDto): Promise<SelfView> {
    const address = dto.profilePictureURL ?? dto.uploadURL ?? dto.url;
    if (!address) throw badRequest('Upload address is required', 'profilePictureURL');
    return toSelfView(await this.avatars.setProfilePicture(caller.userId, address));
  }

  @Get('objects/avatars/:id')
  @ApiOperation({ operationId: 'getAvatar' })
  @ApiOkResponse({
    description: 'The picture',
    content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  async avatar(@Param('id', uuidPipe) id: string, @Res() res: Response) {
    const image = await this.avatars.read(id);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.end(image.data);
  }
}
