# ruff: noqa: E501
"""Family o: a newspaper printing plant's pre-press desk near Athens, Greece (Greek)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam

F = Fam(
    name="typografeio_attica_prepress_plates",
    orgs=("typografeiokyma", "metalithos", "tsigkos"),
    tld="gr",
    first=("Γιώργος", "Μαρία", "Νίκος", "Ελένη", "Κώστας", "Δήμητρα", "Σπύρος", "Κατερίνα"),
    last=(
        "Παπαδόπουλος",
        "Γεωργίου",
        "Νικολάου",
        "Οικονόμου",
        "Καραγιάννης",
        "Βλάχος",
        "Αντωνίου",
        "Μακρής",
    ),
    first_a=("giorgos", "maria", "nikos", "eleni", "kostas", "dimitra", "spyros", "katerina"),
    last_a=(
        "papadopoulos",
        "georgiou",
        "nikolaou",
        "oikonomou",
        "karagiannis",
        "vlachos",
        "antoniou",
        "makris",
    ),
    words=(
        "athina",
        "pireas",
        "olympiakos",
        "panathinaikos",
        "souvlaki",
        "akropoli",
        "thalassa",
        "kalimera",
        "typografeio",
        "plaka",
        "feta",
        "ouzo",
        "kyma",
        "elia",
    ),
    pets=("azor", "rex", "bobos", "loukoumas", "pisina", "mavros"),
    cc="30",
    city="Κορωπί",
)

F.reg(
    "typografeio_greek_viber_kodikos_ftp_selides",
    ("viber/prepress_<<n>>.txt", "Documents/viber_antigrafo_<<d8>>.txt"),
    """[<<dmy>> <<time>>] <<first>> <<last>>: Καλησπέρα, οι σελίδες της Κυριακής δεν ανεβαίνουν στο FTP, άλλαξε ο κωδικός;
[<<dmy>> <<time>>] <<first2>>: Ναι από χθες. χρήστης: kyriakatiki
[<<dmy>> <<time2>>] <<first2>>: κωδικός: <<cred>>
[<<dmy>> <<time2>>] <<first>> <<last>>: Ευχαριστώ, ανέβηκαν 👌
""",
    "human",
)

F.reg(
    "typografeio_prinergy_hotfolder_net_use_bat",
    ("prepress/scripts/map_hotfolders_<<n>>.bat", "C/PrePress/startup_<<d8>>.cmd"),
    """@echo off
REM Σύνδεση hot folders του Prinergy στον σταθμό προεκτύπωσης
net use P: \\\\<<ip>>\\Prinergy_In /user:PREPRESS\\plates <<cred>> /persistent:yes
net use Q: \\\\<<ip>>\\Proofs /persistent:yes
echo Hot folders OK
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "typografeio_enfocus_switch_ftp_receive_flow_xml",
    ("switch/flows/Selides_FTP_<<n>>.sflow.xml", "Enfocus/Switch/flows/pages_in_<<d8>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<flow name="Σελίδες εφημερίδας - FTP" version="<<n2>>">
  <element type="FtpReceive" name="Λήψη σελίδων">
    <property name="Server">ftp.<<dom>></property>
    <property name="Port">21</property>
    <property name="User">plates_in</property>
    <property name="Password"><<cred>></property>
    <property name="Path">/outgoing/pdf</property>
    <property name="CheckEvery">60</property>
  </element>
  <element type="PitStopServer" name="Preflight" profile="Newspaper_2024.ppp" />
  <element type="Folder" name="Prinergy_In" path="\\\\<<ip>>\\Prinergy_In" />
</flow>
""",
    "pw_xml",
)

F.reg(
    "typografeio_greek_email_kodikos_prosvasis_proofs",
    ("mail/<<d8>>_proofs_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Πρόσβαση στο σύστημα δοκιμίων (proofs)
Date: Fri, 21 Mar <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Καλημέρα <<first2>>,

σας στέλνω τα στοιχεία για να εγκρίνετε τα δοκίμια του ένθετου πριν βγουν οι τσίγκοι:

Διεύθυνση: https://proofs.<<dom>>
Όνομα χρήστη: <<login>>
Κωδικός: <<cred>>

Η έγκριση πρέπει να γίνει μέχρι τις 22:30.

Με εκτίμηση,
<<first>> <<last>>
Τμήμα Προεκτύπωσης
""",
    "human",
)

F.reg(
    "typografeio_mysql_my_cnf_jobs_backup",
    ("home/<<login>>/.my.cnf", "srv/backup_<<d8>>/my.cnf"),
    """[client]
user=jobs_backup
password=<<cred>>
host=<<ip>>

[mysqldump]
single-transaction
quick
""",
    "pw",
    syntax="",
)

F.reg(
    "typografeio_cups_printers_conf_ipps_userinfo",
    ("etc/cups/printers.conf.<<n>>", "prepress/cups/printers_<<d8>>.conf"),
    """# Printer configuration file for CUPS v2.4.7
# Written by cupsd
<DefaultPrinter Epson_Proof_<<n2>>>
UUID urn:uuid:<<uid>>
Info Epson SureColor P9500 - δοκίμια
Location Προεκτύπωση, ισόγειο
MakeModel Epson SC-P9500 Series
DeviceURI ipps://proof:<<cred>>@<<ip>>:631/ipp/print
State Idle
Accepting Yes
Shared No
</DefaultPrinter>
""",
    "pw_url",
    syntax="",
)

F.reg(
    "typografeio_plate_setter_sftp_id_rsa_file",
    ("home/prepress/.ssh/id_rsa_ctp<<n2>>", "prepress/keys/ctp_<<d8>>_id_rsa"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

F.reg(
    "typografeio_job_tickets_csv_greek_kodikos",
    ("paraggelies/pelates_<<d8>>.csv", "shared/Πελάτες <<n>>.csv"),
    """Πελάτης;Έντυπο;Χρήστης portal;Κωδικός;Σημειώσεις
Εφημερίδα <<org>>;Καθημερινή;<<login>>;<<cred>>;σελίδες έως 23:00
Περιοδικό Ταξίδια;Μηνιαίο;taxidia;;καλούν τηλεφωνικά
""",
    "human_x",
)
