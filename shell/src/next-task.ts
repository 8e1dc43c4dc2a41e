/** Lets the browser paint and answer input before the next piece of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
