import { createMemoryBus } from '../../src/bus';
import { describeBusContract } from './bus-contract';

describeBusContract('in-process', async () => createMemoryBus());
