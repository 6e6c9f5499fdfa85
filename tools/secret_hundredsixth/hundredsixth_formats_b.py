# ruff: noqa: E501
"""Family b: a university library's IT help desk in Chile (Spanish; Alma / Primo, EZproxy,
GLPI, eduroam RADIUS, computer-lab PCs)."""

from __future__ import annotations

import base64
import json

from hundredsixth_spec import Fam, dec_basic, grab, reg

F = Fam(
    name="mesa_ayuda_universitaria",
    orgs=("paginaluz", "estantesur", "bibliouandes"),
    tld="cl",
    first=(
        ("Camila", "camila"),
        ("Matías", "matias"),
        ("Valentina", "valentina"),
        ("Benjamín", "benjamin"),
        ("Javiera", "javiera"),
        ("Ignacio", "ignacio"),
        ("Catalina", "catalina"),
        ("Tomás", "tomas"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Soto", "soto"),
        ("Contreras", "contreras"),
        ("Araya", "araya"),
    ),
    words=(
        "biblio",
        "campus",
        "copihue",
        "cordillera",
        "andes",
        "mapocho",
        "huemul",
        "condor",
        "pudu",
        "empanada",
        "cueca",
        "araucaria",
        "lluvia",
        "tesis",
        "prestamo",
    ),
    pets=("cachupin", "firulais", "negrita", "pelusa", "chocolo", "canela"),
    seasons=("verano", "invierno", "otono", "primavera", "dieciocho", "fondas"),
    cc="56",
)

reg(
    F,
    "mesa_ezproxy_user_txt_ldap_bind_password",
    ("ezproxy/user.txt", "opt/ezproxy/<<org>>/user.txt"),
    """# EZproxy user.txt - autenticación institucional (mesa de ayuda biblioteca)
::LDAP
BindUser CN=svc-ezproxy,OU=Servicios,DC=<<org>>,DC=cl
BindPassword <<cred>>
URL ldaps://dc<<n>>.<<dom>>/OU=Personas,DC=<<org>>,DC=cl?sAMAccountName?sub?(objectClass=person)
IfUnauthenticated; Stop
/LDAP
# cuentas locales de emergencia
admin_biblioteca:<<user>>;Admin
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "mesa_alma_api_loans_report_python_apikey",
    ("scripts/alma/prestamos_vencidos.py", "helpdesk/tools/alma_<<fa>>_<<n>>.py"),
    '''"""Reporte de préstamos vencidos desde Alma (Ex Libris) para la mesa de ayuda."""

import csv
import requests

ALMA = "https://api-na.hosted.exlibrisgroup.com/almaws/v1"
API_KEY = "<<cred>>"  # clave de producción, Developer Network
LIBRARY = "<<org>>_CENTRAL"


def prestamos(user_id):
    r = requests.get(
        f"{ALMA}/users/{user_id}/loans",
        params={"apikey": API_KEY, "format": "json", "limit": 100},
        timeout=30,
    )
    r.raise_for_status()
    return r.json().get("item_loan", [])


if __name__ == "__main__":
    with open("vencidos.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for loan in prestamos("<<user>>"):
            w.writerow([loan["title"], loan["due_date"]])
''',
    "p:exlibris",
)

reg(
    F,
    "mesa_glpi_config_db_php_dbpassword",
    ("glpi/config/config_db.php", "var/www/glpi-<<org>>/config/config_db.php"),
    """<?php
class DB extends DBmysql {
   public $dbhost = '<<ip>>';
   public $dbuser = 'glpi_biblio';
   public $dbpassword = '<<cred>>';
   public $dbdefault = 'glpi_<<org>>';
   public $use_utf8mb4 = true;
   public $allow_myisam = false;
   public $allow_datetime = false;
   public $allow_signed_keys = false;
}
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "mesa_eduroam_freeradius_clients_conf_secret",
    ("etc/freeradius/3.0/clients.conf", "radius/<<org>>/clients-biblioteca.conf"),
    """# Puntos de acceso de la Biblioteca Central (piso <<n>>)
client ap-biblioteca-<<n>> {
\tipaddr = <<ip>>/24
\tsecret = <<cred>>
\tshortname = biblio-piso<<n>>
\tnas_type = other
\trequire_message_authenticator = yes
}

client reuna-flr {
\tipaddr = <<pubip>>
\tsecret = ${file:/etc/freeradius/3.0/certs/flr.secret}
}
""",
    "pw_bare",
    syntax="",
)


def _tg_json(s):
    msgs = [
        (
            "Mesa Ayuda Biblioteca",
            f"{s['first']}, se cayó el Primo en la sala de lectura, ¿tienes la clave del admin de Alma?",
        ),
        (f"{s['first']} {s['last']}", "usuario: soporte_biblio"),
        (f"{s['first']} {s['last']}", f"clave: {s['cred']}"),
        ("Mesa Ayuda Biblioteca", "gracias, ya entré 👍"),
    ]
    data = {
        "name": "Soporte Biblioteca Central",
        "type": "private_group",
        "id": 4000000000 + int(s["nnn"]),
        "messages": [
            {
                "id": 1200 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mi']}:{10 + i:02d}",
                "date_unixtime": str(1767225600 + i * 41),
                "from": who,
                "from_id": f"user{5550000 + i}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
            for i, (who, text) in enumerate(msgs)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


reg(
    F,
    "mesa_spanish_telegram_json_export_clave_alma",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "descargas/ChatExport_<<date>>_<<n>>/result.json",
    ),
    _tg_json,
    "human",
)


def _basic(s):
    return base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()


reg(
    F,
    "mesa_sysadmin_bash_history_curl_basic_base64_primo",
    ("home/<<fa>>/.bash_history", "root/.bash_history-<<date>>"),
    """sudo systemctl status ezproxy
tail -n 200 /opt/ezproxy/messages.txt
curl -s -H "Authorization: Basic <<b>>" https://<<host>>/primo/v1/pnxs?q=any,contains,tesis | jq .
ls -la /opt/ezproxy/
sudo systemctl restart ezproxy
exit
""",
    "human_x",
    syntax="",
    extra=lambda r, s: {"b": _basic(s)},
    decode=lambda t: dec_basic(grab(r"Basic ([A-Za-z0-9+/=]+)", t)),
)

reg(
    F,
    "mesa_ticket_email_contrasena_laboratorio_computacion",
    ("correo/Enviados/ticket-<<nnn>><<n>>.eml", "glpi/files/_tmp/ticket_<<nnn>>.eml"),
    """From: Mesa de Ayuda Biblioteca <mesa.ayuda@<<dom>>>
To: <<first>> <<last>> <<<email>>>
Subject: [GLPI #<<nnn>><<n>>] Acceso al laboratorio de computación - piso <<n>>
Date: Mon, <<d>> Mar <<y>> <<hh>>:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Hola <<first>>:

Tu solicitud fue resuelta. Para iniciar sesión en los PCs del laboratorio de la biblioteca
(dominio BIBLIO) usa:

  Usuario: <<user>>
  Contraseña: <<cred>>

Te recomendamos cambiarla en el primer inicio (Ctrl+Alt+Supr > Cambiar contraseña).

Saludos,
<<first2>>
Mesa de Ayuda - Sistema de Bibliotecas
""",
    "human",
    syntax="",
)

reg(
    F,
    "mesa_lab_pcs_unattend_xml_administrator_plaintext",
    ("deploy/Panther/unattend.xml", "MDT/Control/BIBLIO-LAB<<n>>/Unattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <TimeZone>Pacific SA Standard Time</TimeZone>
      <RegisteredOrganization>Biblioteca <<orgc>></RegisteredOrganization>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
)
