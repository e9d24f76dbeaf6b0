/** The messages the shared custom nodes area answers with (§5, §8 and the area's own rules). */
import { customNodeMessages } from '../custom-nodes/catalog';

export const sharedCustomNodeMessages = {
  nameRequired: customNodeMessages.nameRequired,
  sharedNotFound: 'Shared custom node not found',
  alreadyPublished: 'This custom node is already published as a shared custom node',
  sharedNameTaken: 'A shared custom node with this name already exists',
  configFileNotFound: 'Configuration file not found',
  fileNameRequired: 'Please enter a file name',
  fileNameTaken: 'A configuration file with this name already exists',
  duplicateKey: (key: string) => `The key ${key} is used more than once`,
  invalidJsonValue: 'Please enter valid JSON',
  invalidNumber: 'Please enter a number',
  invalidBoolean: 'Please select true or false',
  invalidSelect: 'Please select one of the options',
  selectOptionsRequired: 'Please add the options to select from',
} as const;
