/**
 * The code under test of the mock files' runtime tests (jest and vitest): it calls the generated petstore
 * client both ways, an operation imported on its own and its group's method, so that a replaced client module
 * is seen to serve both with one spy. Written beside the generated `client.ts` as `component.ts`.
 */
export const CODE_UNDER_TEST = `import { petClient, showPetById } from './client.js';

export const loadPet = (id: string) => showPetById(id);
export const loadPetThroughGroup = (id: string) => petClient.showPetById(id);
`;
