import { type LetterData } from '@vitae/schema';

import type { BuilderKit } from '../../builder/builder-kit';
import type { DesignStore } from '../../builder/hooks/design-context';
import { type LetterStore } from './letter-store';

/**
 * The letter as the resume builder's design tools change it
 * (docs/letters.md#the-letter-builder): each change of its typography, theme,
 * page or language also gives the letter a design of its own (`followResume`
 * off) in the same undo step, as choosing a template does; undoing it follows
 * the resume again. A locked letter refuses the change, as its store does.
 */
export function letterDesignStore(store: LetterStore, setIn: BuilderKit['setIn']): DesignStore {
  return {
    getData: store.getData,
    getState: store.getState,
    subscribe: store.subscribe,
    edit: (updater, options) =>
      store.edit((data: LetterData) => {
        const next = updater(data);
        return next === data ? data : setIn(next, 'metadata.followResume', false);
      }, options),
  };
}
