'use strict';
/**
 * The HTTP load generator in its own process (forked by the http and catalogue benchmarks), so neither the
 * measured server nor the benchmark's own bookkeeping shares its CPU time. Receives
 * `{ url, connections, seconds, headers }`, answers the autocannon figures.
 */
const autocannon = require('autocannon');

process.once('message', ({ url, connections, seconds, headers }) => {
  autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
    if (error) process.send({ error: error.message }, () => process.exit(1));
    else {
      const { requests, latency, non2xx, errors, statusCodeStats } = result;
      process.send(
        { result: { requests: { average: requests.average }, latency, non2xx, errors, statusCodeStats } },
        () => process.exit(0),
      );
    }
  });
});
