// blueimp-md5.d.ts — the one function of blueimp-md5 FTV uses (the package ships no types).
declare module 'blueimp-md5' {
  export default function md5(value: string, key?: string, raw?: boolean): string;
}
