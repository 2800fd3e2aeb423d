import streamEvents from './stream-events.ts';

export default [streamEvents];
