import { PickType } from '@nestjs/swagger';
import { CreateSubscriptionDto } from '../subscriptions/subscription.dto';

/** POST /api/ics/subscriptions/preview: the link alone, judged by the same rules as when it is saved. */
export class PreviewFeedDto extends PickType(CreateSubscriptionDto, ['url'] as const) {}
