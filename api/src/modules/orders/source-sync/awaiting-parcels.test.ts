import type { SourceParcel } from '../../../db/schema';
import {
  parcelsByOrder,
  placementAwaitsParcels,
  supplierOrderAwaitsParcels,
} from './awaiting-parcels';
import { SOURCE_SYNCS } from './source-readers';

/* ADR 040, amended: which supplier orders an order still waits for before it can be delivered. */

const ae = SOURCE_SYNCS.aliexpress!;
const cj = SOURCE_SYNCS.cj!;
const omni = SOURCE_SYNCS.omni!;
const parcel = (trackingNumber: string, sourceOrderNo?: string): SourceParcel =>
  sourceOrderNo ? { trackingNumber, sourceOrderNo } : { trackingNumber };

describe('a supplier order with parcels still to come', () => {
  it('is one not read yet, not paid or not shipped', () => {
    expect(supplierOrderAwaitsParcels(cj, null, [])).toBe(true);
    expect(supplierOrderAwaitsParcels(cj, 'UNSHIPPED', [])).toBe(true);
    expect(supplierOrderAwaitsParcels(ae, 'PLACE_ORDER_SUCCESS', [])).toBe(true);
    expect(supplierOrderAwaitsParcels(ae, 'WAIT_SELLER_SEND_GOODS', [])).toBe(true);
    expect(supplierOrderAwaitsParcels(ae, 'IN_CANCEL', [])).toBe(true);
    expect(supplierOrderAwaitsParcels(omni, 'sourcing', [])).toBe(true);
  });

  it('is one that shipped part of its parcels', () => {
    expect(supplierOrderAwaitsParcels(ae, 'SELLER_PART_SEND_GOODS', [parcel('A')])).toBe(true);
  });

  it('is not one shipped, finished, or cancelled', () => {
    expect(supplierOrderAwaitsParcels(ae, 'WAIT_BUYER_ACCEPT_GOODS', [parcel('A')])).toBe(false);
    expect(supplierOrderAwaitsParcels(ae, 'IN_ISSUE', [parcel('A')])).toBe(false);
    expect(supplierOrderAwaitsParcels(ae, 'FINISH', [])).toBe(false);
    expect(supplierOrderAwaitsParcels(ae, 'ARCHIVE', [])).toBe(false);
    expect(supplierOrderAwaitsParcels(cj, 'SHIPPED', [parcel('C')])).toBe(false);
    expect(supplierOrderAwaitsParcels(cj, 'CANCELLED', [])).toBe(false);
    expect(supplierOrderAwaitsParcels(cj, 'DELIVERED', [])).toBe(false);
    expect(supplierOrderAwaitsParcels(omni, 'rejected', [])).toBe(false);
    // a placement read before its words were stored, whose parcels are known
    expect(supplierOrderAwaitsParcels(cj, null, [parcel('C')])).toBe(false);
  });
});

describe('a placement with a supplier order still to ship', () => {
  const split = (
    statuses: Record<string, string>,
    parcels: SourceParcel[],
    sourceStatus = 'WAIT_SELLER_SEND_GOODS',
  ) => ({
    sourceOrderNumbers: ['1', '2'],
    sourceStatus,
    sourceOrderStatuses: statuses,
    sourceParcels: parcels,
  });

  it('asks a split placement order by order, with each one’s own parcels', () => {
    expect(
      placementAwaitsParcels(
        ae,
        split({ '1': 'WAIT_BUYER_ACCEPT_GOODS', '2': 'WAIT_SELLER_SEND_GOODS' }, [
          parcel('A', '1'),
        ]),
      ),
    ).toBe(true);
    expect(
      placementAwaitsParcels(
        ae,
        split({ '1': 'FINISH', '2': 'WAIT_BUYER_ACCEPT_GOODS' }, [
          parcel('A', '1'),
          parcel('B', '2'),
        ]),
      ),
    ).toBe(false);
    // the second seller cancelled (closed unshipped): nothing more is coming
    expect(
      placementAwaitsParcels(ae, split({ '1': 'FINISH', '2': 'FINISH' }, [parcel('A', '1')])),
    ).toBe(false);
  });

  it('asks a placement with one order by its word and all its parcels', () => {
    const one = (sourceStatus: string | null, sourceParcels: SourceParcel[]) => ({
      sourceOrderNumbers: ['9'],
      sourceStatus,
      sourceOrderStatuses: {},
      sourceParcels,
    });
    expect(placementAwaitsParcels(cj, one(null, []))).toBe(true);
    expect(placementAwaitsParcels(cj, one('SHIPPED', [parcel('C')]))).toBe(false);
    expect(placementAwaitsParcels(cj, { ...one(null, []), sourceOrderNumbers: [] })).toBe(false);
  });
});

describe('the parcels of a split observation', () => {
  it('name the order that reported each (the first, when two do)', () => {
    expect(
      parcelsByOrder({
        parcels: [parcel('A'), parcel('B')],
        orders: [
          { number: '1', parcels: [parcel('A')] },
          { number: '2', parcels: [parcel('B'), parcel('A')] },
        ],
      }),
    ).toEqual([parcel('A', '1'), parcel('B', '2')]);
    expect(parcelsByOrder({ parcels: [parcel('A')] })).toEqual([parcel('A')]);
  });
});
