import type { SearchDataError } from './search-data';

/**
 * The German sentence a customer reads on a page for a URL value the codec refused. SPEC §5's
 * "Couldnt parse value: … to …" stays word for word in the CLI and the API (where support staff
 * and programs read it); on a page it would be English jargon, so pages say the same in German.
 * The other kinds (date range, parser limits) already carry a German message.
 */
export const customerMessageOf = (error: SearchDataError): string => {
  switch (error.kind) {
    case 'search-data/number':
      return `Der Wert „${error.value}“ ist keine Zahl.`;
    case 'search-data/boolean':
      return `Der Wert „${error.value}“ ist weder 1 (ja) noch 0 (nein).`;
    case 'search-data/date':
      return `Der Wert „${error.value}“ ist kein Datum im Format JJJJ-MM-TT.`;
    case 'search-data/enum':
      return `Der Wert „${error.value}“ ist hier nicht vorgesehen.`;
    case 'search-data/date-range':
    case 'search-data/parameter-limit':
    case 'search-data/depth':
    case 'search-data/list-limit':
      return error.message;
  }
};
