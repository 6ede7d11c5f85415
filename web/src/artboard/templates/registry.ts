import { type TemplateName } from '@vitae/schema';

import { azurill } from './azurill';
import { bronzor } from './bronzor';
import { chikorita } from './chikorita';
import { ditto } from './ditto';
import { gengar } from './gengar';
import { glalie } from './glalie';
import { kakuna } from './kakuna';
import { leafish } from './leafish';
import { nosepass } from './nosepass';
import { onyx } from './onyx';
import { pikachu } from './pikachu';
import { rhyhorn } from './rhyhorn';
import { rotom } from './rotom';
import { slowking } from './slowking';
import { swablu } from './swablu';
import { type TemplateDefinition } from './template';
import { unown } from './unown';
import { xatu } from './xatu';
import { zangoose } from './zangoose';

/** Every template by name (docs/product.md#templates). */
export const templateRegistry: Record<TemplateName, TemplateDefinition> = {
  azurill,
  bronzor,
  chikorita,
  ditto,
  gengar,
  glalie,
  kakuna,
  leafish,
  nosepass,
  onyx,
  pikachu,
  rhyhorn,
  rotom,
  slowking,
  swablu,
  unown,
  xatu,
  zangoose,
};

/** A template by name; the default (rhyhorn) for a name the artboard does not know. */
export function templateFor(name: string): TemplateDefinition {
  return templateRegistry[name as TemplateName] ?? rhyhorn;
}
