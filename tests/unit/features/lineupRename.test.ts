// lineupRename.test.ts — a bulk rename on one name: plain and regular-expression find and replace, added text, trimming, and what is refused.
import { describe, expect, test } from 'vitest';
import { RENAME_INVALID_REGEX, applyRename, isEmptyRename, renamePatternError, type RenameRule } from '../../../src/components/BulkEditDialog/rename';

const rule = (change: Partial<RenameRule>): RenameRule => ({ find: '', replace: '', regex: false, prefix: '', suffix: '', ...change });

describe('applyRename', () => {
  test('a plain find replaces every match, literally and case-sensitively, and trims', () => {
    expect(applyRename('BBC One HD', rule({ find: 'HD' }))).toBe('BBC One');
    expect(applyRename('HD One HD', rule({ find: 'HD', replace: 'UHD' }))).toBe('UHD One UHD');
    expect(applyRename('BBC One hd', rule({ find: 'HD' }))).toBe('BBC One hd');
    // Characters special in a regular expression mean themselves, and `$` in the replacement is a dollar.
    expect(applyRename('Sky (UK).', rule({ find: '(UK).', replace: '$1 $&' }))).toBe('Sky $1 $&');
  });

  test('an empty find replaces nothing; before and after are added, then the whole is trimmed', () => {
    expect(applyRename('BBC One', rule({ replace: 'X' }))).toBe('BBC One');
    expect(applyRename('BBC One', rule({ prefix: 'UK: ', suffix: ' +1' }))).toBe('UK: BBC One +1');
    expect(applyRename('  BBC One  ', rule({}))).toBe('BBC One');
    expect(applyRename('BBC One HD', rule({ find: ' HD', prefix: '  ', suffix: ' ' }))).toBe('BBC One');
  });

  test('a regular expression replaces every match (the g flag) and may use groups', () => {
    expect(applyRename('BBC One HD', rule({ find: '\\s*HD$', regex: true }))).toBe('BBC One');
    expect(applyRename('a-b-c', rule({ find: '-', replace: ' ', regex: true }))).toBe('a b c');
    expect(applyRename('BBC One HD', rule({ find: '^(\\w+) (\\w+)', replace: '$2 ($1)', regex: true }))).toBe('One (BBC) HD');
    expect(applyRename('ITV1 HD', rule({ find: '^(BBC|ITV)(.*) HD$', replace: '$1$2 (UK)', regex: true }))).toBe('ITV1 (UK)');
    // Added text comes after the replacement: it is not searched.
    expect(applyRename('News', rule({ find: 'News', replace: 'Nachrichten', regex: true, suffix: ' News' }))).toBe('Nachrichten News');
  });

  test('a name left empty comes back empty, for the caller to refuse', () => {
    expect(applyRename('Sky News', rule({ find: 'Sky News' }))).toBe('');
    expect(applyRename('Sky News', rule({ find: '.*', regex: true }))).toBe('');
    expect(applyRename('HD', rule({ find: 'HD', replace: '   ' }))).toBe('');
  });

  test('an invalid regular expression throws; renamePatternError says so first', () => {
    expect(() => applyRename('BBC One', rule({ find: '(HD', regex: true }))).toThrow(SyntaxError);
    expect(renamePatternError(rule({ find: '(HD', regex: true }))).toBe(RENAME_INVALID_REGEX);
    expect(renamePatternError(rule({ find: '(HD', regex: false }))).toBeNull();
    expect(renamePatternError(rule({ find: '', regex: true }))).toBeNull();
    expect(renamePatternError(rule({ find: '(HD)', regex: true }))).toBeNull();
  });
});

test('isEmptyRename: nothing to find and nothing to add', () => {
  expect(isEmptyRename(rule({}))).toBe(true);
  expect(isEmptyRename(rule({ replace: 'X', prefix: '  ' }))).toBe(true);
  expect(isEmptyRename(rule({ find: 'HD' }))).toBe(false);
  expect(isEmptyRename(rule({ suffix: ' +1' }))).toBe(false);
});
