"""Family o: a Thai sugar mill with a bagasse cogeneration plant (โรงงานน้ำตาล) in Khon Kaen:
cane weighbridge queue, boiler DCS, grid export metering and the LINE groups."""

from __future__ import annotations

from fiftythird_spec import Fam, gen_pw

O = Fam(  # noqa: E741
    "namtan_sugar_cogen_khonkaen",
    orgs=("namtanchai", "isan-biopower", "khonkaen-sugarcane"),
    tld="co.th",
    people=(
        ("สมชาย", "ศรีสุข", "somchai", "srisuk"),
        ("วิภาวรรณ", "ทองดี", "wipawan", "thongdee"),
        ("ประเสริฐ", "บุญมา", "prasert", "boonma"),
        ("นภัสสร", "แก้วมณี", "napatsorn", "kaewmanee"),
        ("อนุชา", "พรหมวงศ์", "anucha", "promwong"),
        ("กาญจนา", "สุขเจริญ", "kanchana", "sukcharoen"),
        ("ธนากร", "มีสุข", "thanakorn", "meesuk"),
    ),
    words=(
        "namtan",
        "oi",
        "khonkaen",
        "isan",
        "boiler",
        "turbine",
        "chanoi",
        "songkran",
        "moolah",
        "bagasse",
        "hima",
        "kaset",
    ),
    seasons=("ruedooron", "ruedufon", "ruedunao", "heebhip"),
    cc="+66",
    sites=("ลานรับอ้อย", "หม้อไอน้ำ B2", "กังหันไอน้ำ TG1", "สถานีไฟฟ้า 115 kV", "โรงหีบ"),
)

O.reg(
    "namtan_line_chat_export_rahat_dcs",
    ("LINE/[LINE] ประวัติการแชทกลุ่มช่างไฟฟ้า_<<n2>>.txt", "export/line_boiler_<<date>>.txt"),
    """[LINE] ประวัติการแชทกลุ่ม ช่างไฟฟ้า-หม้อไอน้ำ
บันทึกเมื่อ: <<dd>>/<<mo>>/<<year>> <<time>>

<<dd>>/<<mo>>/<<year>>
<<time>>	<<fn>> <<ln>>	พี่ครับ เข้า engineering station ของ DCS ไม่ได้ รหัสเปลี่ยนเหรอ
<<time2>>	<<fn2>> <<ln2>>	เปลี่ยนตอนปิดหีบ user engineer
<<time2>>	<<fn2>> <<ln2>>	รหัส <<cred>>
<<time2>>	<<fn>> <<ln>>	ได้แล้วครับ ขอบคุณครับ
""",
    cred="human",
    syntax="",
)

O.reg(
    "namtan_line_notify_turbine_trip_python",
    ("scripts/turbine_trip_notify.py", "cogen/notify_<<n2>>/line_notify.py"),
    '''"""แจ้งเตือน Turbine trip / Grid disconnect เข้ากลุ่ม LINE กะ"""

import requests

LINE_TOKEN = "<<cred>>"


def notify(text):
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {LINE_TOKEN}"},
        data={"message": text},
        timeout=10,
    )


if __name__ == "__main__":
    notify("ทดสอบระบบแจ้งเตือน TG1")
''',
    cred="p:line_notify",
)

O.reg(
    "namtan_cane_queue_laravel_env_db_password",
    ("cane-queue/.env", "web/kiew-oi-<<n2>>/.env"),
    """APP_NAME="ระบบคิวรถอ้อย"
APP_ENV=production
APP_KEY=base64:${APP_KEY_FROM_VAULT}
APP_URL=https://queue.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=cane_queue
DB_USERNAME=queue_app
DB_PASSWORD=<<cred>>
SCALE_API=http://<<ip2>>:8081/api/weights
""",
    cred="pw",
    syntax="",
)

O.reg(
    "namtan_thai_email_rahat_phan_pea_meter",
    ("อีเมล/<<date>>_บัญชีระบบมิเตอร์.eml", "mail/power/meter_portal_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: บัญชีเข้าระบบอ่านมิเตอร์ขายไฟ
Date: Mon, <<dd>> Jan <<year>> 08:15:33 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

เรียน คุณ<<fn2>>

ส่งบัญชีสำหรับเข้าระบบอ่านค่ามิเตอร์ขายไฟฟ้าของ <<site>> ครับ
ชื่อผู้ใช้: <<org>>_meter
รหัสผ่าน: <<cred>>

ใช้ตรวจยอดหน่วยขายไฟรายวันช่วงฤดูหีบ กรุณาอย่าส่งต่อครับ

ขอบคุณครับ
<<fn>> <<ln>>
แผนกไฟฟ้า
""",
    cred="pw",
    syntax="",
)

O.reg(
    "namtan_grafana_datasource_provisioning_secure_json",
    (
        "grafana/provisioning/datasources/historian.yaml",
        "cogen-dash-<<n2>>/provisioning/datasources/ds.yml",
    ),
    """apiVersion: 1
datasources:
  - name: Boiler Historian
    type: mssql
    url: <<ip>>:1433
    user: grafana_ro
    jsonData:
      database: BoilerHistory
      maxOpenConns: 10
    secureJsonData:
      password: "<<cred>>"
    editable: false
""",
    cred="pw_dq",
)

O.reg(
    "namtan_banthuek_song_ka_boiler_note",
    ("บันทึกส่งกะ/<<date>>_กะดึก.txt", "shift/songka_<<n3>>.txt"),
    """บันทึกส่งกะ <<site>> วันที่ <<dd>>/<<mo>>/<<year>> กะดึก
ผู้ส่งกะ: <<fn>> <<ln>>   ผู้รับกะ: <<fn2>> <<ln2>>

- แรงดันไอ 42 bar ปกติ, ระดับน้ำในดรัมปกติ
- ชานอ้อยเข้าหม้อไอน้ำติดขัดช่วง 02:00 แก้แล้ว
- ผู้รับเหมาเปลี่ยนรหัสหน้าจอ HMI ห้องควบคุมหม้อไอน้ำ รหัสใหม่ <<cred>>
- กะเช้าช่วยตรวจปั๊มน้ำป้อน P-<<n2>> มีเสียงดัง
""",
    cred="human",
    syntax="",
)

O.reg(
    "namtan_openvpn_ovpn_inline_private_key",
    ("vpn/cogen-remote-<<n2>>.ovpn", "ผู้รับเหมา/<<last>>_remote.ovpn"),
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
verb 3
<ca>
-----BEGIN CERTIFICATE-----
MIIB<<hex8>>CCAYigAwIBAgIUJ0bW9ja0NBY2VydGlmaWNhdGVub3RyZWFs
-----END CERTIFICATE-----
</ca>
<key>
<<cred>>
</key>
""",
    cred="rsa8",
    syntax="",
)

O.reg(
    "namtan_ansible_group_vars_winrm_historian",
    ("ansible/group_vars/historian.yml", "infra/ansible/group_vars/win_<<n2>>.yml"),
    """ansible_connection: winrm
ansible_winrm_transport: ntlm
ansible_winrm_server_cert_validation: ignore
ansible_port: 5986
ansible_user: "<<org>>\\\\svc_ansible"
ansible_password: "<<cred>>"
historian_data_drive: "E:"
""",
    cred=lambda rng, s: gen_pw(rng, sym="#%&*+-_.?@^~=:,"),
)
