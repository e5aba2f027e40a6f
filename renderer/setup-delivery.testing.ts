import { preloadDelivery } from './state/reporting/lazy-delivery.ts';

// In the widget the delivery chunk arrives after the first step; in tests it is there from the start, so a
// delivery goes out as soon as it is given. Waiting for the chunk is tested in lazy-delivery.test.ts.
await preloadDelivery();
