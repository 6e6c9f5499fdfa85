# ruff: noqa: E501
"""Family k: a festa fireworks (murtali) maker in Gozo (Malta; Maltese and English)."""

from __future__ import annotations

from seventyseventh_spec import FAM_K, accented_pw, after, dec_qp, either, enc_qp

FAM_K.reg(
    "murtal_maltese_whatsapp_password_kamra_tan_nar",
    ("WhatsApp Chat with <<fa2c>>.txt", "mobile/<<fa>>/festa_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full2>>: Bongu! Il-kompjuter tal-kamra tan-nar qed jitlob il-password għall-programm tal-isparar
<<dmy>>, <<hm2>> - <<full>>: il-password hija <<cred>>
<<dmy>>, <<hm2>> - <<full>>: tagħtihiex lil ħadd qabel il-festa ta' <<place>>
<<dmy>>, <<hm2>> - <<full2>>: Grazzi ħabib 🎆
""",
    "human",
)


def _qp(s: dict) -> str:
    body = f"""Għeżież membri tal-kumitat,

Il-password il-ġdida tal-portal tal-permessi (Pulizija - Kummissarju għall-Isplussivi):
Utent: {s["user"]}
Password: {s["cred"]}

Grazzi u festa t-tajba!
{s["full"]}, Segretarju, {s["orgc"]}
"""
    return f"""From: {s["full"]} <{s["email"]}>
To: kumitat@{s["dom"]}
Subject: Password portal tal-permessi
Date: {s["dmy"]} {s["hm"]} +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


FAM_K.reg(
    "murtal_maltese_email_quoted_printable_permessi",
    ("posta/<<date>>_permessi_<<n>>.eml", "outlook/<<fa>>/Sent/<<n4>>.eml"),
    _qp,
    accented_pw,
    decode=lambda t: after(dec_qp(t.split("\n\n", 1)[1]), "Password: "),
)

FAM_K.reg(
    "murtal_firing_laptop_controller_ini",
    ("FireShow/config/controller.ini", "laptop-sparar/<<org>>_<<n>>.ini"),
    """[Controller]
Model=Cobra 18R2
Remote=<<hex8>>
Channels=72

[WiFi]
SSID=<<orgc>>_Firing
Passphrase=<<cred>>
Band=2.4GHz

[Show]
File=festa_<<place>>_<<year>>.fsh
""",
    either("human", "pw"),
)

FAM_K.reg(
    "murtal_permits_powershell_securestring_plain",
    ("scripts/Upload-Permits.ps1", "Desktop/<<fa>>/permessi_<<n>>.ps1"),
    """# Jtella' l-pjanti tal-murtali fuq is-SharePoint tal-kumitat
$user = "<<email>>"
$pass = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pass)
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Festa" -Credentials $cred
Add-PnPFile -Path ".\\pjanti_<<year>>.pdf" -Folder "Permessi"
""",
    either("pw_sq", "human"),
    syntax="",
)

FAM_K.reg(
    "murtal_festa_donations_sumup_env",
    ("donazzjonijiet/.env", "web/<<org>>/.env.prod"),
    """# Donazzjonijiet għall-festa - SumUp online checkout
SUMUP_MERCHANT_CODE=M<<hex8>>
SUMUP_API_KEY=<<cred>>
CURRENCY=EUR
RETURN_URL=https://<<dom>>/grazzi
""",
    "p:sumup",
    syntax="",
)

FAM_K.reg(
    "murtal_store_cctv_go2rtc_yaml",
    ("go2rtc/go2rtc.yaml", "cctv/<<org>>/go2rtc_<<n>>.yaml"),
    """streams:
  kamra_tan_nar: rtsp://admin:<<cred>>@<<lan>>:554/h264Preview_01_main
  bieb_ta_barra: rtsp://admin:<<cred>>@<<lan>>:554/h264Preview_01_sub
api:
  listen: ":1984"
""",
    "pw_url",
)

FAM_K.reg(
    "murtal_members_csv_semicolon_password",
    ("membri/membri_<<year>>.csv", "export/<<org>>_membri_<<n>>.csv"),
    """Isem;Kunjom;Rwol;Utent portal;Password
<<fl>>;<<ll>>;Segretarju;<<user>>;<<cred>>
<<fl2>>;<<la2c>>;Teżorier;<<user2>>;
Ġorġ;Xuereb;Kaxxier;gxuereb;(mibdula)
""",
    "human",
    syntax="",
)

FAM_K.reg(
    "murtal_drone_show_sftp_bare_rsa_key",
    ("keys/<<org>>_skybrush_id_rsa", "laptop/<<fa>>/.ssh/id_rsa_shows<<n>>"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
