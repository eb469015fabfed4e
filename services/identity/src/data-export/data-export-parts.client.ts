import { Injectable } from '@nestjs/common';
import { readDataExportPart, type DataExportPartResult, type DataExportService } from '@overlap/contracts';
import { identityConfig } from '../config';

/** Asks one service for its part of a student's export, on its internal endpoint with identity's own credential. */
@Injectable()
export class DataExportPartsClient {
  read(service: DataExportService, userId: string): Promise<DataExportPartResult> {
    const { serviceUrls, internalCallHeaders, partTimeoutMs } = identityConfig.dataExport;
    return readDataExportPart({ baseUrl: serviceUrls[service], headers: internalCallHeaders, timeoutMs: partTimeoutMs }, userId);
  }
}
