"""Family c: an Italian offset and web-to-print printing house (tipografia) and its prepress."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import re

from fiftythird_spec import Fam, gen_pw

C = Fam(
    "tipografia_offset_rotativa",
    orgs=("tipolitografia-ardesi", "grafiche-valtrompia", "stamperia-bassanese"),
    tld="it",
    people=(
        ("Giuseppe", "Ferrari", "giuseppe", "ferrari"),
        ("Chiara", "Bonetti", "chiara", "bonetti"),
        ("Luca", "Zanardelli", "luca", "zanardelli"),
        ("Francesca", "Rota", "francesca", "rota"),
        ("Davide", "Martinelli", "davide", "martinelli"),
        ("Valentina", "Esposito", "valentina", "esposito"),
        ("Marco", "Pedretti", "marco", "pedretti"),
    ),
    words=(
        "rotativa",
        "lastra",
        "inchiostro",
        "bobina",
        "cianografica",
        "fustella",
        "legatoria",
        "brescia",
        "bergamo",
        "segnatura",
        "carta",
        "torchio",
    ),
    seasons=("primavera", "estate", "autunno", "inverno"),
    cc="+39",
    sites=("reparto stampa", "prestampa", "legatoria", "magazzino carta"),
)


def _fz(s: dict) -> str:
    enc = base64.b64encode(str(s["cred"]).encode()).decode()
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Folder expanded="1">Clienti
            <Server>
                <Host>ftp.{s["dom"]}</Host>
                <Port>21</Port>
                <Protocol>0</Protocol>
                <Type>0</Type>
                <User>prestampa</User>
                <Pass encoding="base64">{enc}</Pass>
                <Logontype>1</Logontype>
                <PasvMode>MODE_DEFAULT</PasvMode>
                <EncodingType>Auto</EncodingType>
                <BypassProxy>0</BypassProxy>
                <Name>Upload PDF clienti</Name>
                <RemoteDir>1 0 8 hotfolder 6 ingresso</RemoteDir>
                <SyncBrowsing>0</SyncBrowsing>
                <DirectoryComparison>0</DirectoryComparison>
            </Server>
            <Server>
                <Host>{s["ip"]}</Host>
                <Port>22</Port>
                <Protocol>1</Protocol>
                <Type>0</Type>
                <User>rip</User>
                <Logontype>2</Logontype>
                <Name>RIP Prinergy</Name>
            </Server>
        </Folder>
    </Servers>
</FileZilla3>
"""


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


C.reg(
    "tipografia_filezilla_sitemanager_pass_base64",
    (
        "prestampa/<<first>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "backup_pc_prestampa<<n1>>/FileZilla/sitemanager.xml",
    ),
    _fz,
    cred="pw_xml",
    decode=_dec_fz,
)

C.reg(
    "tipografia_rip_hotfolder_net_use_bat",
    ("prestampa/script/collega_hotfolder.bat", "IT/login/prestampa_<<n2>>.cmd"),
    """@echo off
rem Collega le cartelle calde del RIP all'avvio (postazione prestampa)
net use P: /delete /y >nul 2>&1
net use P: \\\\rip01.<<dom>>\\hotfolder /user:PRESTAMPA\\operatore <<cred>> /persistent:yes
net use Q: \\\\<<ip>>\\archivio_lavori /user:PRESTAMPA\\operatore <<cred>> /persistent:yes
if errorlevel 1 echo Impossibile collegare l'archivio lavori & pause
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+"),
    syntax="",
)

C.reg(
    "tipografia_gestionale_mis_spring_properties",
    (
        "mis-connector/src/main/resources/application-prod.properties",
        "opt/mis-bridge-<<n2>>/config/application.properties",
    ),
    """# Connettore gestionale (preventivi/commesse) <-> MIS di stampa
server.port=8085
spring.datasource.url=jdbc:sqlserver://<<ip>>:1433;databaseName=GESTIONALE;encrypt=false
spring.datasource.username=mis_sync
spring.datasource.password=<<cred>>
spring.datasource.driver-class-name=com.microsoft.sqlserver.jdbc.SQLServerDriver
mis.jmf.endpoint=http://<<ip2>>:8889/jmfportal
mis.sync.cron=0 */5 * * * *
logging.level.it.<<last>>=INFO
""",
    cred="pw",
    syntax="",
)

C.reg(
    "tipografia_whatsapp_password_wifi_reparto",
    ("telefono/WhatsApp Chat con Reparto Stampa.txt", "chat/whatsapp_turno_<<n2>>.txt"),
    """[<<dd>>/<<mo>>/<<year>>, <<time>>:12] <<fn>> <<ln>>: Ragazzi qualcuno ha la password del wifi del <<site>>? il tablet della Heidelberg non si collega più
[<<dd>>/<<mo>>/<<year>>, <<time>>:40] <<fn2>> <<ln2>>: l'hanno cambiata ieri, rete TIPO-PRODUZIONE
[<<dd>>/<<mo>>/<<year>>, <<time>>:41] <<fn2>> <<ln2>>: <<cred>>
[<<dd>>/<<mo>>/<<year>>, <<time2>>:03] <<fn>> <<ln>>: grazie mille, funziona
""",
    cred="human",
    syntax="",
)

C.reg(
    "tipografia_rubrica_scanner_smb_csv",
    ("multifunzione/rubrica_export_<<date>>.csv", "IT/Kyocera/AddressBook_<<n3>>.csv"),
    """"Numero","Nome","Tipo","Host","Percorso","Porta","Nome utente","Password"
"1","Prestampa <<first>>","SMB","<<ip>>","scansioni\\<<first>>","445","scanner","<<cred>>"
"2","Amministrazione","SMB","<<ip2>>","scan\\amministrazione","445","scanner","<<cred>>"
"3","Preventivi","E-mail","","preventivi@<<dom>>","","",""
""",
    cred="pw_sq",
    syntax="",
)

C.reg(
    "tipografia_email_credenziali_portale_web_to_print",
    ("posta/inviata/<<date>>_accesso_portale.eml", "mail/clienti/portale_w2p_<<n3>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: ufficio.acquisti@comune-<<last2>>.it
Subject: Credenziali portale ordini stampati
Date: Thu, <<dd>> May <<year>> 11:02:45 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Gentile dott.ssa <<ln2>>,

come da accordi Le invio le credenziali per il nostro portale web-to-print dove potrà
ordinare buste, carta intestata e manifesti con il listino concordato:

indirizzo: https://ordini.<<dom>>
utente: comune.<<last2>>
password: <<cred>>

Al primo accesso Le verrà chiesto di sceglierne una nuova.

Cordiali saluti
<<fn>> <<ln>> – ufficio commerciale
""",
    cred="pw",
    syntax="",
)

C.reg(
    "tipografia_w2p_docker_compose_mysql",
    ("web2print/docker-compose.yml", "srv/w2p-<<n2>>/docker-compose.yaml"),
    """services:
  db:
    image: mariadb:10.11
    restart: unless-stopped
    environment:
      MARIADB_DATABASE: w2p
      MARIADB_USER: w2p
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "1"
    volumes:
      - ./db:/var/lib/mysql
  shop:
    image: registry.<<dom>>/w2p-shop:<<year>>.<<n1>>
    depends_on: [db]
    environment:
      DB_HOST: db
      DB_USER: w2p
      DB_NAME: w2p
    ports:
      - "8080:80"
""",
    cred="pw_dq",
)

C.reg(
    "tipografia_notifiche_lavori_sendgrid_env",
    ("web2print/<<org>>/.env.production", "notifiche-lavori-<<n2>>/.env"),
    """APP_ENV=production
APP_URL=https://ordini.<<dom>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.sendgrid.net
MAIL_PORT=587
MAIL_USERNAME=apikey
MAIL_PASSWORD=<<cred>>
MAIL_FROM_ADDRESS=lavori@<<dom>>
MAIL_FROM_NAME="<<org>> – stato lavori"
""",
    cred="p:sendgrid",
    syntax="",
)
