export default async function globalTeardown() {
  await globalThis.kedaiTestInfrastructure?.stop();
}
