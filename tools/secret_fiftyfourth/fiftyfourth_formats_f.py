"""Family f: an accounting and payroll bureau (бухгалтерские услуги) in Almaty (Kazakhstan),
Russian and Kazakh."""

# ruff: noqa: E501

import random

from fiftyfourth_spec import ALMATY as F
from fiftyfourth_spec import Slots, dec_basic_after, enc_basic, gen_pw

F.reg(
    "almaty_1c_enterprise_bat_launch_user_pwd",
    ("1c/<<org>>/zapusk_<<num>>.bat", "C:/1C/ярлыки/Бухгалтерия_<<org>>.bat"),
    """@echo off
chcp 65001 >nul
rem Запуск 1С:Бухгалтерия для Казахстана, база клиента <<org_cap>>
"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" ENTERPRISE /S"<<ip>>\\buh_<<org>>_<<year>>" /N"<<login>>" /P"<<cred>>" /DisableStartupMessages
""",
    cred="pw_bare",
)

F.reg(
    "almaty_russian_telegram_parol_esf_ecp",
    ("telegram/чат_бухгалтерия_<<num>>.txt", "переписка/<<fname>>_<<date>>.txt"),
    """<<first>> <<last>>, [<<ddmmyyyy>> <<time>>]
Светлана, скиньте пароль от ЭЦП клиента для ИС ЭСФ, надо выписать счета-фактуры до 15-го

<<first2>> <<last2>>, [<<ddmmyyyy>> <<time2>>]
ключ RSA в папке клиента, пароль <<cred>>

<<first>> <<last>>, [<<ddmmyyyy>> <<time2>>]
Спасибо, всё подписалось
""",
    cred="human",
)

F.reg(
    "almaty_kazakh_whatsapp_qupiya_soz_salyq",
    ("whatsapp/WhatsApp чат <<first>>.txt", "клиенты/<<lname>>/whatsapp_<<num>>.txt"),
    """[<<dmy_slash>>, <<time>>] <<first>> <<last>>: Сәлеметсіз бе! Салық төлеушінің кабинетіне кіре алмай жатырмын
[<<dmy_slash>>, <<time>>] <<first2>> <<last2>>: Қазір қалпына келтірдім. Жаңа құпия сөз: <<cred>>
[<<dmy_slash>>, <<time2>>] <<first2>> <<last2>>: Кіргеннен кейін ауыстырыңыз
[<<dmy_slash>>, <<time2>>] <<first>> <<last>>: Рақмет!
""",
    cred="human",
)

F.reg(
    "almaty_esf_soap_python_zeep_session_password",
    ("esf/<<org>>/esf_client.py", "integration/esf_<<num>>.py"),
    '''"""Выгрузка счетов-фактур в ИС ЭСФ (SessionService) для клиента <<org_cap>>."""

from zeep import Client

ESF_WSDL = "https://esf.gov.kz:8443/esf-web/ws/api1/SessionService?wsdl"
ESF_IIN = "<<big>>12345"
ESF_PASSWORD = "<<cred>>"
ESF_CERT = "/srv/esf/keys/AUTH_RSA256_<<hex8>>.p12"


def open_session() -> str:
    client = Client(ESF_WSDL)
    with open(ESF_CERT, "rb") as fh:
        cert = fh.read()
    resp = client.service.createSession(tin=ESF_IIN, x509Certificate=cert, password=ESF_PASSWORD)
    return resp.sessionId
''',
    cred="pw_dq",
)

F.reg(
    "almaty_kaspi_pay_api_token_php_header",
    ("kaspi/<<org>>/orders.php", "magazin/kaspi_sync_<<num>>.php"),
    """<?php
// Выгрузка заказов Kaspi.kz для сверки выручки (<<org_cap>>)
$token = '<<cred>>';
$ch = curl_init('https://kaspi.kz/shop/api/v2/orders?page[number]=0&page[size]=100');
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => [
        'Content-Type: application/vnd.api+json',
        'X-Auth-Token: ' . $token,
    ],
]);
$orders = json_decode(curl_exec($ch), true);
""",
    cred="b64:33",
    syntax="",
)


def _pgpass(rng: random.Random, s: Slots) -> Slots:
    other = gen_pw(rng)
    return {"other": other}


F.reg(
    "almaty_payroll_postgres_pgpass_lines",
    ("home/<<fname>>/.pgpass", "zarplata/<<org>>/pgpass_<<num>>.conf"),
    """<<host>>:5432:zarplata_<<year>>:payroll:<<cred>>
localhost:5432:*:postgres:<<other>>
""",
    cred="pw",
    extra=_pgpass,
)


def _basic(rng: random.Random, s: Slots) -> Slots:
    pw = gen_pw(rng, sym="-_.")
    return {"cred": pw, "basic": enc_basic("odata_exchange", pw)}


F.reg(
    "almaty_1c_odata_curl_basic_history_base64",
    ("home/<<fname>>/.bash_history", "server/<<org>>/history_<<num>>.txt"),
    """cd /opt/sverka
curl -s -H "Authorization: Basic <<basic>>" "http://<<ip>>/buh_<<org>>/odata/standard.odata/Catalog_Контрагенты?$format=json" | jq '.value | length'
python3 sverka.py --period <<year>>-<<mm>>
ls -la out/
""",
    extra=_basic,
    decode=dec_basic_after("Authorization: Basic"),
)

F.reg(
    "almaty_halyk_bank_client_lftp_sftp_script",
    ("bank/<<org>>/vypiski.lftp", "scripts/halyk_<<num>>.lftp"),
    """# Забираем выписки MT940 из банк-клиента
set sftp:auto-confirm yes
set net:max-retries 3
open -u <<login>>,<<cred>> sftp://h2h.halykbank.kz:2222
cd /outbox/statements
mirror --only-newer . /srv/bank/<<org>>/mt940
bye
""",
    cred="pw_bare",
)
