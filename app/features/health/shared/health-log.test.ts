import { describe, expect, it } from 'vitest';
import { resultFor } from '../sensitivity/sensitivity-rule';
import { readBackLog, toLog } from './health-log';

describe('pet health program log (SPEC 3.6, 4.1 read-back)', () => {
  it('flags the checked categories and stores their state', () => {
    const log = toLog('cat', [resultFor('cat', 'urinary', new Set(['cat-urinary-q4']))!, resultFor('cat', 'tooth', new Set(['cat-tooth-q5']))!]);
    expect(log.Species__c).toBe('Cat');
    expect(log.PO_HasUrinaryIssue__c).toBe(true);
    expect(log.PO_UrinaryState__c).toBe('Caution');
    expect(log.PO_HasDentalIssue__c).toBe(true);
    expect(log.PO_DentalState__c).toBe('Normal');
    expect(log.PO_HasSkinIssue__c).toBe(false);
    expect(log.PO_SkinState__c).toBeNull();
  });

  it('reads back only flagged categories, with the same labels', () => {
    const back = readBackLog({
      Species__c: 'Cat',
      PO_HasHairIssue__c: true,
      PO_HairState__c: 'Action Required',
      PO_HasWeightIssue__c: false,
      PO_WeightState__c: 'Caution',
      PO_HasHairballIssue__c: true,
      PO_HairballState__c: 'Normal',
    });
    expect(back.species).toBe('cat');
    expect(back.results).toEqual([
      { category: 'fur', status: 'Action Required', statusLabel: '주의' },
      { category: 'hairball', status: 'Normal', statusLabel: '정상' },
    ]);
  });

  it('species defaults to dog when absent', () => {
    expect(readBackLog({ PO_HasSkinIssue__c: true, PO_SkinState__c: 'Caution' })).toEqual({
      species: 'dog',
      results: [{ category: 'skin', status: 'Caution', statusLabel: '관리필요' }],
    });
    expect(readBackLog({ Species__c: null }).species).toBe('dog');
    expect(readBackLog({ Species__c: '' }).species).toBe('dog');
  });

  it('maps every category to its own flag and state fields', () => {
    const back = readBackLog({
      PO_HasSkinIssue__c: true,
      PO_HasWeightIssue__c: true,
      PO_HasDigestIssue__c: true,
      PO_HasHairIssue__c: true,
      PO_HasStressIssue__c: true,
      PO_HasUrinaryIssue__c: true,
      PO_HasDentalIssue__c: true,
      PO_HasHairballIssue__c: true,
      PO_HasNeuteringIssue__c: true,
      PO_NeuteringState__c: 'Caution',
      PO_DentalState__c: 'Action Required',
    });
    expect(back.results.map((r) => r.category)).toEqual(['skin', 'weight', 'digest', 'fur', 'stress', 'neutral', 'urinary', 'tooth', 'hairball']);
    expect(back.results.find((r) => r.category === 'neutral')?.statusLabel).toBe('관리필요');
    expect(back.results.find((r) => r.category === 'tooth')?.statusLabel).toBe('주의');
    // A flagged category without a readable state reads as Normal.
    expect(back.results.find((r) => r.category === 'skin')?.statusLabel).toBe('정상');
  });

  it('round-trips a finished check', () => {
    const results = [resultFor('dog', 'stress', new Set(['dog-stress-q3']))!, resultFor('dog', 'digest', new Set(['dog-digest-q1']))!];
    const back = readBackLog(toLog('dog', results));
    expect(back.results).toEqual([
      { category: 'digest', status: 'Caution', statusLabel: '관리필요' },
      { category: 'stress', status: 'Action Required', statusLabel: '주의' },
    ]);
  });
});
