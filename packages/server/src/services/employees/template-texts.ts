import type { Language } from '@performa/contracts/i18n/languages';

/**
 * The texts of the employee template's second sheet ("Columns"), which explains each column of the
 * first one and lists what the project allows (docs/product.md §6.3). The importer never reads it.
 */
export interface TemplateTexts {
  sheet: string;
  header: [string, string, string];
  columns: Record<
    'employee_number' | 'first_name' | 'last_name' | 'email' | 'username' | 'password' | 'role' | 'department' | 'sub_department' | 'position' | 'report_to',
    [string, string]
  >;
  example: string;
  departments: string;
  positions: string;
  none: string;
}

const en: TemplateTexts = {
  sheet: 'Columns',
  header: ['Column', 'What it holds', 'Allowed values'],
  columns: {
    employee_number: ['Required. The employee number, unique in the project; a row with an existing number updates that employee.', 'Up to 50 characters'],
    first_name: ['Required. First name.', 'Up to 150 characters'],
    last_name: ['Required. Last name.', 'Up to 150 characters'],
    email: ['Required. The email of the account, unique.', 'A valid email'],
    username: ['Required. The sign-in name, unique.', 'Letters, digits and . _ - @ +'],
    password: ['Optional. Without one, a new employee cannot sign in until a password is set.', 'At least 8 characters, or blank'],
    role: ['Optional. Blank keeps an existing employee’s role; new employees are users. Only a super admin gives the admin role.', 'user, admin, or blank'],
    department: [
      'The department the employee sits in, at any depth: its path, or its own name when no other department has it.',
      'A path of the list below, e.g. "Engineering / Backend / Platform"',
    ],
    sub_department: ['Optional. A department below the one in "department" (its name or path from there).', 'Blank, or a department below'],
    position: ['Optional. A position of the employee’s department or of the department above it.', 'A position of the list below'],
    report_to: [
      'Optional. The manager: an employee number (in the file or the project) or a unique full name. Blank: the only holder of the position the employee’s position reports to, if there is exactly one.',
      'An employee number or full name, or blank',
    ],
  },
  example:
    'Row 2 of the first sheet is an example (username "example.user"). While it stays exactly as shipped, the import skips it; replace it with a real person or delete it.',
  departments: 'Departments (write the path)',
  positions: 'Positions (and their department)',
  none: '(none yet)',
};

const az: TemplateTexts = {
  sheet: 'Sütunlar',
  header: ['Sütun', 'Nə yazılır', 'İcazə verilən dəyərlər'],
  columns: {
    employee_number: ['Məcburidir. İşçi nömrəsi, layihədə təkrarsızdır; mövcud nömrəli sətir həmin işçini yeniləyir.', '50 simvola qədər'],
    first_name: ['Məcburidir. Ad.', '150 simvola qədər'],
    last_name: ['Məcburidir. Soyad.', '150 simvola qədər'],
    email: ['Məcburidir. Hesabın e-poçtu, təkrarsızdır.', 'Düzgün e-poçt'],
    username: ['Məcburidir. Giriş adı, təkrarsızdır.', 'Hərflər, rəqəmlər və . _ - @ +'],
    password: ['İstəyə bağlıdır. Parol olmadan yeni işçi parol təyin edilənə qədər daxil ola bilməz.', 'Ən azı 8 simvol və ya boş'],
    role: [
      'İstəyə bağlıdır. Boş qaldıqda mövcud işçinin rolu saxlanılır; yeni işçilər istifadəçi olur. Admin rolunu yalnız super admin verir.',
      'user, admin və ya boş',
    ],
    department: [
      'İşçinin olduğu şöbə, istənilən səviyyədə: onun yolu və ya başqa şöbədə olmayan öz adı.',
      'Aşağıdakı siyahıdan yol, məsələn "Engineering / Backend / Platform"',
    ],
    sub_department: ['İstəyə bağlıdır. "department" sütunundakı şöbənin altındakı şöbə (adı və ya oradan yolu).', 'Boş və ya altdakı şöbə'],
    position: ['İstəyə bağlıdır. İşçinin şöbəsinin və ya ondan yuxarıdakı şöbənin vəzifəsi.', 'Aşağıdakı siyahıdan vəzifə'],
    report_to: [
      'İstəyə bağlıdır. Rəhbər: işçi nömrəsi (faylda və ya layihədə) və ya təkrarsız tam ad. Boş: işçinin vəzifəsinin tabe olduğu vəzifənin yeganə tutucusu (əgər tam bir nəfərdirsə).',
      'İşçi nömrəsi və ya tam ad, ya da boş',
    ],
  },
  example:
    'Birinci vərəqin 2-ci sətri nümunədir (istifadəçi adı "example.user"). Olduğu kimi qaldıqca idxal onu ötürür; onu real şəxslə əvəz edin və ya silin.',
  departments: 'Şöbələr (yolu yazın)',
  positions: 'Vəzifələr (və onların şöbəsi)',
  none: '(hələ yoxdur)',
};

const ru: TemplateTexts = {
  sheet: 'Столбцы',
  header: ['Столбец', 'Что указывается', 'Допустимые значения'],
  columns: {
    employee_number: ['Обязательно. Табельный номер, уникальный в проекте; строка с существующим номером обновляет этого сотрудника.', 'До 50 символов'],
    first_name: ['Обязательно. Имя.', 'До 150 символов'],
    last_name: ['Обязательно. Фамилия.', 'До 150 символов'],
    email: ['Обязательно. Электронная почта учётной записи, уникальная.', 'Корректный адрес почты'],
    username: ['Обязательно. Имя для входа, уникальное.', 'Буквы, цифры и . _ - @ +'],
    password: ['Необязательно. Без пароля новый сотрудник не сможет войти, пока пароль не задан.', 'Не менее 8 символов или пусто'],
    role: [
      'Необязательно. Пусто — роль существующего сотрудника сохраняется; новые сотрудники получают роль пользователя. Роль администратора выдаёт только супер-администратор.',
      'user, admin или пусто',
    ],
    department: [
      'Отдел сотрудника на любом уровне: путь к нему или собственное название, если другого отдела с таким названием нет.',
      'Путь из списка ниже, например «Engineering / Backend / Platform»',
    ],
    sub_department: ['Необязательно. Отдел ниже указанного в «department» (название или путь от него).', 'Пусто или отдел ниже'],
    position: ['Необязательно. Должность отдела сотрудника или вышестоящего отдела.', 'Должность из списка ниже'],
    report_to: [
      'Необязательно. Руководитель: табельный номер (в файле или проекте) или уникальное полное имя. Пусто — единственный сотрудник на должности, которой подчиняется должность сотрудника, если он ровно один.',
      'Табельный номер, полное имя или пусто',
    ],
  },
  example:
    'Строка 2 первого листа — пример (имя пользователя «example.user»). Пока она не изменена, импорт её пропускает; замените её реальным сотрудником или удалите.',
  departments: 'Отделы (укажите путь)',
  positions: 'Должности (и их отдел)',
  none: '(пока нет)',
};

export const TEMPLATE_TEXTS: Record<Language, TemplateTexts> = { en, az, ru };
