# ruff: noqa: E501
"""Family f: a photo agency in Kazan (Russia), in Russian (and Tatar)."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, alnum

FAM = Fam(
    "fotoagentstvo_kazan_photo",
    ("kamalens",),
    "ru",
    (
        "ilnur|Ильнур",
        "aigul|Айгуль",
        "dmitry|Дмитрий",
        "alsu|Алсу",
        "rustem|Рустем",
        "olga|Ольга",
        "timur|Тимур",
        "elvira|Эльвира",
    ),
    (
        "khabibullin|Хабибуллин",
        "sokolova|Соколова",
        "galiev|Галиев",
        "morozov|Морозов",
        "zakirova|Закирова",
        "nurullin|Нуруллин",
    ),
    (
        "kremlin",
        "kazanka",
        "chakchak",
        "sabantuy",
        "kulsharif",
        "bauman",
        "fotobank",
        "zerkalka",
        "obektiv",
        "syuyumbike",
    ),
    "7",
    "Казань",
)


def _tg(s):
    return json.dumps(
        {
            "name": "Фотоагентство — съёмки",
            "type": "private_group",
            "id": 4000000000 + int(s["n"]),
            "messages": [
                {
                    "id": 31000 + int(s["n"]) % 900,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:04",
                    "from": s["name"],
                    "text": "Кто помнит пароль от фотобанка? Надо срочно залить репортаж с Сабантуя",
                },
                {
                    "id": 31001 + int(s["n"]) % 900,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:51",
                    "from": s["name2"],
                    "text": f"логин agency_kzn, пароль {s['cred']}",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


FAM.reg(
    "kamalens_telegram_json_export_parol_fotobank",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_semki_<<n>>/result.json"),
    _tg,
    "human",
)

FAM.reg(
    "kamalens_lightroom_ftp_publish_preset_lua",
    (
        "Lightroom/Export Presets/User Presets/Редакция FTP <<n>>.lrtemplate",
        "presets/<<first>>/agency_ftp_<<n>>.lrtemplate",
    ),
    """s = {
	id = "<<uuid>>",
	internalName = "Редакция FTP",
	title = "Редакция FTP",
	type = "Export",
	value = {
		exportServiceProvider = "com.adobe.lightroom.export.ftp",
		exportServiceProviderTitle = "FTP Upload",
		format = "JPEG",
		jpeg_quality = 0.9,
		size_maxHeight = 3000,
		ftpPreset = {
			passive = "normal",
			password = "<<cred>>",
			path = "/incoming/<<year>>",
			port = 21,
			protocol = "ftp",
			server = "ftp.<<dom>>",
			username = "photo_<<first>>",
		},
	},
	version = 0,
}
""",
    "pw_dq",
    syntax="",
)

FAM.reg(
    "kamalens_tatar_sms_sersuz_arkhiv",
    ("sms/tatarcha_<<first>>_<<n>>.txt", "telefon/sms_export_<<ymd>>.txt"),
    """<<dmyd>> <<time>> +7 843 <<n>>
Исәнмесез! Архивка керү өчен серсүз: <<cred>>
Логин: arhiv_<<first>>. Беркемгә дә күрсәтмәгез.

<<dmyd>> <<time2>> Мин
Рәхмәт, кердем 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "kamalens_davfs2_secrets_yandex_disk",
    ("etc/davfs2/secrets", "server-arhiv-<<n>>/etc/davfs2/secrets"),
    """# davfs2 secrets file
# Яндекс.Диск агентства — монтируется в /mnt/yadisk (fstab)
https://webdav.yandex.ru   agency.<<org>>@yandex.ru   <<cred>>
""",
    "alnum:16",
    syntax="",
)

FAM.reg(
    "kamalens_email_parol_redaktsiya_partner",
    ("почта/отправленные/доступ_редакция_<<n>>.eml", "Mail/Sent/dostup_<<org>>_<<n>>.eml"),
    """From: =?UTF-8?B?0KTQvtGC0L7QsNCz0LXQvdGC0YHRgtCy0L4=?= <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC6INCw0YDRhdC40LLRgw==?=
Date: Tue, <<d>> Jun <<year>> <<time>>:31 +0300
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Добрый день!

Как договаривались, открыли вашей редакции доступ к архиву агентства:

Адрес: https://archive.<<dom>>
Логин: redaktsiya_<<word>>
Пароль: <<cred>>

Пароль временный, после первого входа система предложит его сменить.

С уважением,
<<name>>
фоторедактор, <<orgc>>, <<city>>
""",
    "pw",
    syntax="",
)

FAM.reg(
    "kamalens_yandex_cloud_aws_credentials_s3",
    ("home/<<first>>/.aws/credentials", "backup-node-<<n>>/root/.aws/credentials"),
    """[default]
region = ru-central1

[yc-archive]
aws_access_key_id = YCAJE<<kid>>
aws_secret_access_key = <<cred>>
""",
    lambda rng: (
        "YCP" + alnum(rng, 37, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    ),
    extra=lambda rng, s: {
        "kid": alnum(rng, 20, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    },
    syntax="ini",
)

FAM.reg(
    "kamalens_bitrix24_webhook_url_php",
    ("crm/zakazy_sync_<<n>>.php", "www/<<org>>/local/php_interface/b24_<<n>>.php"),
    """<?php
// Новые заказы на съёмку с сайта -> лиды в Битрикс24
const B24_WEBHOOK = 'https://<<org>>.bitrix24.ru/rest/<<nn>>/<<cred>>/';

function b24_add_lead(array $zakaz): array
{
    $query = http_build_query([
        'fields' => [
            'TITLE' => 'Съёмка: ' . $zakaz['event'],
            'NAME' => $zakaz['name'],
            'PHONE' => [['VALUE' => $zakaz['phone'], 'VALUE_TYPE' => 'WORK']],
        ],
    ]);
    $ch = curl_init(B24_WEBHOOK . 'crm.lead.add.json');
    curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $query, CURLOPT_RETURNTRANSFER => true]);
    $res = curl_exec($ch);
    curl_close($ch);
    return json_decode($res, true);
}
""",
    lambda rng: alnum(rng, 16, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
)

FAM.reg(
    "kamalens_vk_api_token_python_poster",
    ("bots/vk_poster_<<n>>.py", "scripts/<<org>>/post_reportazh_vk.py"),
    '''"""Публикует свежий фоторепортаж в сообщество агентства ВКонтакте."""

import requests

VK_TOKEN = "<<cred>>"
GROUP_ID = <<n>>
API = "https://api.vk.com/method"


def post(text: str, attachments: list[str]) -> int:
    r = requests.post(
        f"{API}/wall.post",
        data={
            "owner_id": -GROUP_ID,
            "from_group": 1,
            "message": text,
            "attachments": ",".join(attachments),
            "access_token": VK_TOKEN,
            "v": "5.199",
        },
        timeout=30,
    )
    return r.json()["response"]["post_id"]
''',
    lambda rng: (
        "vk1.a."
        + alnum(rng, 210, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    ),
)
