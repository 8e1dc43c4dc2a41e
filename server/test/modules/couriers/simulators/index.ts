// The courier simulators, for the journeys that drive a shop with a courier end to end (e2e).
export { PathaoSimulator, type PathaoAccount } from './pathao-simulator';
