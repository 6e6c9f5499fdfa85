# ruff: noqa: E501
"""Family e: a community food bank in Ibadan, Nigeria (Yoruba, Nigerian English and Pidgin)."""

from __future__ import annotations

import json

from fiftyeighth_spec import Fam

F = Fam(
    "ounje_pantry_ibadan",
    ("ounjeoloore", "ounjeibadan"),
    "org.ng",
    (
        "adebayo",
        "funmilayo",
        "oluwaseun",
        "yetunde",
        "babatunde",
        "folake",
        "temitope",
        "kehinde",
        "adeola",
        "tunde",
    ),
    ("adeyemi", "ogunleye", "akinola", "balogun", "olaniyan", "adebisi", "oyelaran", "afolabi"),
    (
        "ounje",
        "iresi",
        "ewa",
        "dodo",
        "agbado",
        "oloore",
        "alaanu",
        "oyo",
        "bodija",
        "mokola",
        "ibukun",
        "ayo",
    ),
    ("bingo", "scooby", "jacky", "simba", "lucky", "bobo"),
    ("harmattan", "rainy", "ojo", "oye"),
    "+234",
    "Ibadan",
    nat_first=(
        "Adébáyọ̀",
        "Fúnmiláyọ̀",
        "Olúwaṣeun",
        "Yétúndé",
        "Babátúndé",
        "Fọláké",
        "Tèmítọ́pẹ́",
        "Kẹ́hìndé",
        "Adéọlá",
        "Túndé",
    ),
    nat_last=(
        "Adéyẹmí",
        "Ògúnlèyẹ",
        "Akínọlá",
        "Balógun",
        "Oláníyàn",
        "Adébísí",
        "Oyèláràn",
        "Afọlábí",
    ),
)

F.reg(
    "ounje_whatsapp_ios_oro_asina_wifi",
    (
        "WhatsApp Chat - Ounje Oloore Volunteers <<year>>/_chat.txt",
        "exports/whatsapp_store_room_<<date>>.txt",
    ),
    "[<<dmys>>, <<time>>:14] <<fname>> <<lname>>: Ẹ kú iṣẹ́ o! Ta ló mọ ọ̀rọ̀ aṣínà Wi-Fi ti store room? The tablet for distribution no dey connect\n"
    "[<<dmys>>, <<time2>>:02] <<fname2>>: Network: OunjeStore_4G\n[<<dmys>>, <<time2>>:09] <<fname2>>: <<cred>>\n"
    "[<<dmys>>, <<time2>>:40] <<fname>> <<lname>>: E se gan 🙏🏾\n",
    cred="human",
)

F.reg(
    "ounje_paystack_donations_node_env",
    ("donate-app/.env", "ounje-donate-<<year>>/.env.production"),
    "NODE_ENV=production\nPORT=<<num>>\nPUBLIC_URL=https://give.<<dom>>\nPAYSTACK_PUBLIC_KEY=pk_live_<<hex32>><<hex8>>\n"
    "PAYSTACK_SECRET_KEY=<<cred>>\nMONGO_URI=mongodb://localhost:27017/donations\n",
    cred="p:paystack",
)

F.reg(
    "ounje_volunteer_roster_csv_kobo_login",
    ("Volunteers/roster_<<mo>>_<<year>>.csv", "Google Drive/Ounje/volunteer_shifts_<<n>>.csv"),
    "Name,Phone,Saturday shift,Role,Kobo username,Kobo password,Notes\n"
    '<<fname>> <<lname>>,0803<<num>><<n>>,8am-12pm,Registration desk,<<user>>,<<cred>>,"has own phone, data ok"\n'
    "Kehinde Afolabi,0812<<num>>11,12pm-4pm,Packing,,,new volunteer\n",
    cred="human",
    syntax="",
)

F.reg(
    "ounje_kobotoolbox_api_token_python",
    ("scripts/pull_beneficiary_survey.py", "ounje-reports-<<year>>/kobo_sync.py"),
    '"""Pull beneficiary registration submissions from KoboToolbox (kf.kobotoolbox.org)."""\n\nimport requests\n\n'
    'KOBO_TOKEN = "<<cred>>"\nASSET_UID = "a<<hex8>>Kq<<hex8>>"\n\n'
    'resp = requests.get(\n    f"https://kf.kobotoolbox.org/api/v2/assets/{ASSET_UID}/data.json",\n    headers={"Authorization": f"Token {KOBO_TOKEN}"},\n    timeout=60,\n)\n'
    'for row in resp.json()["results"]:\n    print(row.get("household_size"), row.get("ward"))\n',
    cred="hex:40",
)

F.reg(
    "ounje_telegram_volunteer_bot_config_json",
    ("bot/config.json", "ounje-bot-<<year>>/config.prod.json"),
    lambda s: (
        json.dumps(
            {
                "bot_token": s["cred"],
                "admin_chat_id": -1000000000000 - s["num"],
                "language": "yo",
                "shift_reminder_hour": 7,
                "sheet_id": "1" + s["hex24"],
            },
            indent=2,
        )
        + "\n"
    ),
    cred="p:telegram",
)

F.reg(
    "ounje_pidgin_email_shared_gmail",
    ("mail/handover_<<date>>.eml", "Outlook/Ounje/shared_inbox_<<num>>.eml"),
    "From: <<fname>> <<lname>> <<<email>>>\nTo: <<email2>>\nSubject: Handover - food bank email + Canva\nDate: Sat, <<d>> Feb <<year>> <<time>>:45 +0100\n"
    "Content-Type: text/plain; charset=UTF-8\n\nẸ n lẹ <<fname2>>,\n\nAs I dey travel go Lagos next week, na you go run the donor emails. The shared Gmail na\n"
    "ounjeoloore.ibadan@gmail.com and the password na <<cred>> (same one for Canva). Abeg no share am for the big group.\n\n"
    "O dabọ,\n<<fname>>\n",
    cred="human",
)

F.reg(
    "ounje_sms_backup_xml_router_admin",
    ("SMSBackupRestore/sms-<<year>><<mo>><<d>>.xml", "phone_backup_<<n>>/sms-backup.xml"),
    '<?xml version=\'1.0\' encoding=\'UTF-8\' standalone=\'yes\' ?>\n<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">\n'
    '  <sms protocol="0" address="+234803<<num>><<n>>" date="<<ts>>000" type="1" subject="null" body="Store room MiFi admin: user admin, pw <<cred>> . Mo ti yi pada lana." toa="null" sc_toa="null" service_center="+2348030000000" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fname2>> Store" />\n'
    '  <sms protocol="0" address="+234803<<num>><<n>>" date="<<ts>>500" type="2" subject="null" body="Ese ma" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fname2>> Store" />\n'
    "</smses>\n",
    cred="human_x",
)


def _wp_sql(s: dict) -> str:
    opts = {
        "flw_public_key": "FLWPUBK-" + s["hex32"] + "-X",
        "flw_secret_key": s["cred"],
        "flw_mode": "live",
    }
    ser = (
        f"a:{len(opts)}:{{"
        + "".join(f's:{len(k)}:"{k}";s:{len(v.encode())}:"{v}";' for k, v in opts.items())
        + "}"
    )
    return (
        "-- MySQL dump 10.13  Distrib 8.0.36\n-- Host: localhost    Database: ounje_wp\n\n"
        "LOCK TABLES `wp_options` WRITE;\n"
        f"INSERT INTO `wp_options` VALUES ({s['num']},'blogname','Ounje Oloore Food Bank','yes'),"
        f"({s['num'] + 1},'give_flutterwave_settings','{ser}','yes');\nUNLOCK TABLES;\n"
    )


F.reg(
    "ounje_wp_options_sql_serialized_flutterwave",
    ("backups/ounje_wp_<<date>>.sql", "cpanel_backup_<<num>>/mysql/ounje_wp.sql"),
    _wp_sql,
    cred="p:flutterwave",
    syntax="",
)
