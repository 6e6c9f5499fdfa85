# ruff: noqa: E501
"""Family m: a trophy and medal engraving shop."""

from thirtythird_spec import reg

F = "trophy_medal_engravers"

reg(
    F,
    "trophy_rotary_engraver_controller_ini",
    ("engraver/controller_<<n>>.ini", "ProgramData/<<org>>/engrave.ini"),
    """[Controller]
Model=M40
Port=COM4
Spindle=18000

[JobShare]
Path=\\\\<<ip>>\\jobs
User=engrave
SharePassword=<<cred>>
""",
    "pw_ini",
)

reg(
    F,
    "trophy_orders_portal_spring_properties",
    ("src/main/resources/application-prod.properties", "orders/<<org>>/application.properties"),
    """server.port=8081
spring.datasource.url=jdbc:mariadb://<<host>>:3306/trophy_orders
spring.datasource.username=orders
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "trophy_shop_brazilian_whatsapp_senha",
    ("chats/trofeus_<<n>>.txt", "whatsapp/<<org>>_loja.txt"),
    """<<day>>/<<month>>/<<year>> <<hh>>:<<mm>> - <<first>>: Oi, o pedido das medalhas do campeonato chegou pelo site?
<<day>>/<<month>>/<<year>> <<hh>>:<<mm>> - <<first2>>: Não consigo entrar no painel, qual a senha?
<<day>>/<<month>>/<<year>> <<hh>>:<<mm>> - <<first>>: <<cred>>
<<day>>/<<month>>/<<year>> <<hh>>:<<mm>> - <<first2>>: valeu, entrei
""",
    "human",
)

reg(
    F,
    "trophy_ribbon_supplier_smtplib_login",
    ("scripts/send_proofs.py", "tools/<<org>>_mail_proofs.py"),
    """import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["From"] = "<<email>>"
msg["To"] = "<<email2>>"
msg["Subject"] = "Engraving proof for approval"
msg.set_content("Proof attached, please reply to approve.")

with smtplib.SMTP("smtp.<<dom>>", 587) as s:
    s.starttls()
    s.login("<<email>>", "<<cred>>")
    s.send_message(msg)
""",
    "pw_dq",
)

reg(
    F,
    "trophy_laser_cabinet_nmconnection_psk",
    (
        "etc/NetworkManager/system-connections/workshop.nmconnection",
        "laser/<<org>>/wifi.nmconnection",
    ),
    """[connection]
id=workshop
uuid=<<id>>
type=wifi

[wifi]
mode=infrastructure
ssid=<<org>>-workshop

[wifi-security]
key-mgmt=wpa-psk
psk=<<cred>>

[ipv4]
method=auto
""",
    "pw_ini",
)

reg(
    F,
    "trophy_league_awards_sendgrid_node",
    ("awards/mailer.js", "src/<<org>>/notify.js"),
    """const sgMail = require('@sendgrid/mail');
sgMail.setApiKey('<<cred>>');

module.exports = async function notifyCollected(order) {
  await sgMail.send({
    to: order.email,
    from: 'shop@<<dom>>',
    subject: `Your trophies are ready (${order.ref})`,
    text: 'Ready for collection from the shop.',
  });
};
""",
    "p:sendgrid",
    syntax="",
)

reg(
    F,
    "trophy_shop_deploy_rsa_private_key_file",
    ("deploy/id_rsa_<<org>>", "home/<<user>>/.ssh/id_rsa"),
    "<<cred>>\n",
    "p:rsa",
)

reg(
    F,
    "trophy_vietnamese_zalo_reply_mat_khau",
    ("chats/zalo_<<n>>.txt", "exports/<<org>>_zalo.txt"),
    """[<<hh>>:<<mm>> <<day>>/<<month>>/<<year>>] <<first>>: Chị ơi, máy khắc laser hỏi mật khẩu quản trị
[<<hh>>:<<mm>> <<day>>/<<month>>/<<year>>] <<first2>>: <<cred>>
[<<hh>>:<<mm>> <<day>>/<<month>>/<<year>>] <<first>>: được rồi, cảm ơn chị
""",
    "human",
)
