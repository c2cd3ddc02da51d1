/** @kedai/contracts: the one place server and browser share types, value lists and field rules. */
export * from './admin-tools';
export * from './api';
export * from './catalog';
export * from './chat';
export * from './dashboard';
export * from './fulfilment';
export * from './fulfilment-rules';
export * from './ops';
export * from './order-rules';
export * from './orders';
export * from './product-rules';
export * from './realtime';
export * from './settings';
export * from './whatsapp';
export * from './product-option-rules';
export * from './payment-methods';
export * from './payments';
