import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

/**
 * One public operation in the OpenAPI document: its id (the name of the frontend's generated
 * endpoint) and its answer; `[View]` answers a list. 201 for a POST without @HttpCode(200).
 */
export function ApiOperationOf(operationId: string, answer: Type<unknown> | [Type<unknown>], status: 200 | 201 = 200): MethodDecorator {
  const type = Array.isArray(answer) ? answer[0] : answer;
  return applyDecorators(ApiOperation({ operationId }), ApiResponse({ status, type, isArray: Array.isArray(answer) }));
}
