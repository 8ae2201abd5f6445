import { ContainerModule } from 'inversify';
import { BusinessProcessStorePort } from '../../../ports/business-process-store.port';
import { ClockPort } from '../../../ports/clock.port';
import { PartnerSetStorePort } from '../../../ports/partner-set-store.port';
import { TrackingEventStorePort } from '../../../ports/tracking-event-store.port';
import {
  GetBusinessProcess,
  makeGetBusinessProcess,
} from '../../../ports/use-cases/get-business-process.use-case';
import {
  GetCampaignBanners,
  makeGetCampaignBanners,
} from '../../../ports/use-cases/get-campaign-banners.use-case';
import {
  GetPartnerInfo,
  makeGetPartnerInfo,
} from '../../../ports/use-cases/get-partner-info.use-case';
import {
  ManagePartnerSets,
  makeManagePartnerSets,
} from '../../../ports/use-cases/manage-partner-sets.use-case';
import {
  makeRecordTrackingEvent,
  RecordTrackingEvent,
} from '../../../ports/use-cases/record-tracking-event.use-case';
import {
  makeSaveBusinessProcess,
  SaveBusinessProcess,
} from '../../../ports/use-cases/save-business-process.use-case';

/** The use cases of a visit: its business-process data, partner, banners and tracking events. */
export const visitUseCasesModule = new ContainerModule(({ bind }) => {
  bind<GetBusinessProcess>(GetBusinessProcess)
    .toDynamicValue((c) => makeGetBusinessProcess({ store: c.get(BusinessProcessStorePort) }))
    .inSingletonScope();
  bind<SaveBusinessProcess>(SaveBusinessProcess)
    .toDynamicValue((c) =>
      makeSaveBusinessProcess({ store: c.get(BusinessProcessStorePort), clock: c.get(ClockPort) }),
    )
    .inSingletonScope();
  bind<GetPartnerInfo>(GetPartnerInfo)
    .toDynamicValue((c) => makeGetPartnerInfo({ partnerSets: c.get(PartnerSetStorePort) }))
    .inSingletonScope();
  bind<ManagePartnerSets>(ManagePartnerSets)
    .toDynamicValue((c) => makeManagePartnerSets({ partnerSets: c.get(PartnerSetStorePort) }))
    .inSingletonScope();
  bind<GetCampaignBanners>(GetCampaignBanners)
    .toDynamicValue((c) => makeGetCampaignBanners({ clock: c.get(ClockPort) }))
    .inSingletonScope();
  // Without a tracking store (a server that keeps no events) the events are checked, not stored.
  bind<RecordTrackingEvent>(RecordTrackingEvent)
    .toDynamicValue((c) =>
      makeRecordTrackingEvent({
        store: c.get(TrackingEventStorePort, { optional: true }),
        clock: c.get(ClockPort),
      }),
    )
    .inSingletonScope();
});
