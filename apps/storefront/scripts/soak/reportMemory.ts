// Loaded into the shop by `pnpm bench:soak` (node --import): answers the bench's "memory" messages over the IPC
// channel with process.memoryUsage(), so the bench can print the heap besides the resident size it reads in /proc.
process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});
// The channel must not keep a shop that is asked to stop alive.
process.channel?.unref();
