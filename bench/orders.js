'use strict';
/**
 * Order events: time from an admin's status change to the event at another admin's socket.
 * Needs the orders module (fulfilment issue); until it exists this prints why it is not measured.
 */
const { existsSync } = require('node:fs');
const { resolve } = require('node:path');
const { ROOT } = require('./lib/app');

async function run() {
  const ordersModule = resolve(ROOT, 'backend/src/modules/orders');
  if (!existsSync(ordersModule)) {
    console.log(
      'orders: not yet measurable: needs the fulfilment issue (no backend/src/modules/orders on this branch).',
    );
    return [];
  }
  console.log(
    'orders: an orders module exists, but this benchmark has not been written against its API yet; not measured.',
  );
  return [];
}

module.exports = { run };
