export * from './api-client';
export * from './mail-catcher';
export * from './kafka-probe';
export * from './stack';
export * from './unique';
export * from './occurrence-feed';
