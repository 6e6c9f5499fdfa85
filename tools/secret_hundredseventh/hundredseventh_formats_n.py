# ruff: noqa: E501
"""Family n: the household staff (แม่บ้าน, drivers, gardeners) of a family office's residence
on Sukhumvit, Bangkok (Thailand; Thai script, English)."""

from __future__ import annotations

import base64
import json

from hundredseventh_spec import Fam, enc_b64, reg

FAM = Fam(
    name="maebaan_sukhumvit_familyoffice",
    orgs=("baankaruna", "sukhumvitfo", "chaoprayahouse", "ruenrom"),
    tld="co.th",
    first=("สมชาย", "สมศรี", "มาลี", "ประเสริฐ", "วันเพ็ญ", "สุนทร", "นภา", "ชัยวัฒน์"),
    first_a=("somchai", "somsri", "malee", "prasert", "wanpen", "sunthorn", "napa", "chaiwat"),
    last=("สุขใจ", "ศรีสวัสดิ์", "วงศ์ไทย", "บุญมา", "แสงทอง", "ทองดี"),
    last_a=("sukjai", "srisawat", "wongthai", "boonma", "saengthong", "thongdee"),
    words=(
        "sawasdee",
        "krungthep",
        "sabai",
        "chokdee",
        "mali",
        "chang",
        "sukhumvit",
        "tomyum",
        "mangkorn",
        "saithong",
    ),
    pets=("moo", "khaotom", "namtan", "lucky", "lanna", "kanom"),
    cc="+66",
    cities=("Sukhumvit 31", "Thonglor", "Ekkamai", "Phrom Phong"),
)


def _docker(rng, s):
    s["enc"] = enc_b64(f"{s['org']}-deploy:{s['cred']}")


def _docker_doc(s):
    doc = {
        "auths": {f"registry.{s['dom']}": {"auth": s["enc"]}, "https://index.docker.io/v1/": {}},
        "currentContext": "default",
    }
    return json.dumps(doc, indent="\t") + "\n"


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    for v in auths.values():
        if v.get("auth"):
            return base64.b64decode(v["auth"]).decode().split(":", 1)[1]
    raise ValueError("no auth")


reg(
    FAM,
    "maebaan_line_chat_export_rahat_phan_camera",
    ("[LINE] Chat with <<first>>.txt", "LINE/แม่บ้าน_<<n>>.txt"),
    """[LINE] ประวัติการแชทกับ <<first>> <<last>>
วันที่บันทึก: <<day>>/<<mon>>/<<year>> <<hh>>:<<mi>>

<<day>>/<<mon>>/<<year>>
<<hh>>:<<mi>>	<<first>> <<last>>	คุณ<<first2>>คะ แอปกล้องหน้าบ้านเด้งออกค่ะ
<<hh>>:<<mi>>	<<first2>> (House Manager)	ใช้อีเมล <<email>>
<<hh>>:<<mi>>	<<first2>> (House Manager)	รหัสผ่าน <<cred>>
<<hh>>:<<mi>>	<<first>> <<last>>	ได้แล้วค่ะ ขอบคุณค่ะ 🙏
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "maebaan_line_messaging_api_python_channel_token",
    ("bots/staff_line_bot.py", "line/duty_roster_<<n>>.py"),
    '''"""ส่งตารางเวรแม่บ้าน/คนขับรถ ทุกเช้า (LINE Messaging API)."""

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

CHANNEL_ACCESS_TOKEN = "<<cred>>"
GROUP_ID = "C<<rid>><<rid>><<rid>><<rid>><<rid>>ab"

config = Configuration(access_token=CHANNEL_ACCESS_TOKEN)
with ApiClient(config) as client:
    MessagingApi(client).push_message(PushMessageRequest(to=GROUP_ID, messages=[TextMessage(text="เวรวันนี้: <<first>> (บ้านใหญ่)")]))
''',
    "p:line",
)

reg(
    FAM,
    "maebaan_omise_staff_payroll_ruby_secret_key",
    ("config/initializers/omise.rb", "payroll/omise_<<n>>.rb"),
    """# Omise - staff allowance top-ups (PromptPay)
require "omise"

Omise.public_api_key = "pkey_5<<rid>><<rid>><<rid>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"
""",
    "p:omise",
    syntax="",
)

reg(
    FAM,
    "maebaan_tinytuya_smart_life_cloud_json",
    ("tinytuya.json", "smarthome/<<org>>_tinytuya.json"),
    """{
    "apiKey": "<<rid>><<rid>><<rid>>ab",
    "apiSecret": "<<cred>>",
    "apiRegion": "sg",
    "apiDeviceID": "bf<<rid>><<rid>><<rid>>"
}
""",
    "hex:32",
)

reg(
    FAM,
    "maebaan_registry_docker_config_json_auth_base64",
    (".docker/config.json", "home/<<login>>/.docker/config.json"),
    _docker_doc,
    "pw_json",
    extra=_docker,
    decode=_dec_docker,
)

reg(
    FAM,
    "maebaan_thai_handover_note_alarm_app_login",
    ("บันทึกส่งเวร/<<date>>.txt", "notes/handover_<<n>>.txt"),
    """บันทึกส่งเวร แม่บ้านกะกลางคืน (<<city>>)
- คุณผู้หญิงกลับจากเชียงใหม่วันศุกร์ เตรียมห้องนอนชั้น 3
- น้องหมา <<pet>> กินยาหลังอาหารเย็น
- แอปสัญญาณกันขโมย (Ajax): <<email>>
  รหัส: <<cred>>
- ห้ามให้ช่างเข้าบ้านโดยไม่แจ้งคุณ<<first2>>
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "maebaan_nas_rsync_password_file_bare",
    ("etc/rsyncd.pass", "backup/<<org>>_rsync.pass"),
    "<<cred>>\n",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "maebaan_kbank_openapi_yaml_consumer_secret",
    ("config/kbank.yml", "finance/kbank_<<n>>.yaml"),
    """kbank:
  environment: production
  consumer_id: "<<rid>><<rid>><<rid>>"
  consumer_secret: "<<cred>>"
  partner_id: "PTR<<n4>><<n4>>"
  cert_path: /etc/kbank/client.pem
""",
    "alnum:32",
)
