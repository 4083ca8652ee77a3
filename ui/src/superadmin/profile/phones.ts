/** A Zimbabwean mobile kept as 2637… is shown the way people write it: "0772 123 456". */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const local = /^263(7\d{8})$/.exec(phone)?.[1];
  return local ? `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : phone;
}
