/** The guards live in @kedai/contracts (both sides read them); the job re-checks them under the row lock. */
export { alreadyDone, offeredSteps, refusalOf } from '@kedai/contracts';
