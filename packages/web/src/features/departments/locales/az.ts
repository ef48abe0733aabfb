import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  departments: {
    addDepartment: 'Şöbə əlavə et',
    addSubDepartment: 'Alt şöbə əlavə et',
    rename: 'Adını dəyiş',
    move: 'Köçür',
    searchLabel: 'Şöbələrdə axtar',
    expandAll: 'Hamısını aç',
    collapseAll: 'Hamısını yığ',
    expand: '{{name}} şöbəsinin alt şöbələrini göstər',
    collapse: '{{name}} şöbəsinin alt şöbələrini gizlət',
    actionsFor: '{{name}} üçün əməliyyatlar',
    employees: 'İşçilər: {{count}}',
    positions: 'Vəzifələr: {{count}}',
    summary: 'Şöbələr: {{count}}',
    empty: 'Hələ heç bir şöbə yoxdur. İlk şöbəni əlavə edin.',
    noMatches: '“{{search}}” ilə uyğun gələn şöbə tapılmadı.',
    loadFailed: 'Şöbələri yükləmək mümkün olmadı.',
    name: 'Ad',
    newDepartment: 'Yeni şöbə',
    newSubDepartment: '“{{parent}}” şöbəsinin yeni alt şöbəsi',
    renameTitle: '“{{name}}” adını dəyiş',
    moveTitle: '“{{name}}” şöbəsini köçür',
    newParent: 'Yeni üst şöbə',
    topLevel: 'Ən üst səviyyə (üst şöbəsiz)',
    moveHint: 'Şöbəni özünün və ya öz alt şöbələrinin altına köçürmək olmaz: onlar boz rəngdə göstərilir.',
    created: 'Şöbə yaradıldı',
    renamed: 'Şöbənin adı dəyişdirildi',
    moved: 'Şöbə köçürüldü',
    deleteWhat: '“{{name}}” şöbəsi və onun alt şöbələri silinəcək. Onlardan hər hansı birində işçi və ya vəzifə olduqca bu mümkün deyil.',
  },
};
