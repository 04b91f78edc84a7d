import { withdrawnParcels } from './source-parcels';

/* ADR 040, amended: which recorded parcels a source's new answer no longer names. */

const parcels = (...numbers: string[]) => numbers.map((trackingNumber) => ({ trackingNumber }));

describe('the parcels a source withdrew', () => {
  it('are none when the source names every recorded parcel, or more', () => {
    expect(withdrawnParcels(parcels('LP1'), parcels('LP1'))).toEqual([]);
    expect(withdrawnParcels(parcels('LP1'), parcels('LP1', 'LP2'))).toEqual([]);
    expect(withdrawnParcels([], parcels('LP1'))).toEqual([]);
  });

  it('are the recorded numbers a new answer leaves out', () => {
    expect(withdrawnParcels(parcels('LP1', 'LP2'), parcels('LP1'))).toEqual(['LP2']);
    expect(withdrawnParcels(parcels('LP1', 'LP2'), parcels('LP3'))).toEqual(['LP1', 'LP2']);
  });

  it('are none when the answer names no parcel at all (not a withdrawal, nothing said)', () => {
    expect(withdrawnParcels(parcels('LP1', 'LP2'), [])).toEqual([]);
  });
});
