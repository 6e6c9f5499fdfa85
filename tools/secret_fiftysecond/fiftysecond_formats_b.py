# ruff: noqa: E501
"""Family b: the imaging department of a French university hospital (PACS, DICOM, HL7), French."""

from __future__ import annotations

from fiftysecond_spec import Fam

F = Fam(
    "radiologie_chu_imagerie",
    (("rivagemed", "CHU Rivage"), ("rivagemed", "Centre d'imagerie Rivage")),
    "fr",
    ("Camille", "Théo", "Manon", "Lucas", "Élodie", "Hugo", "Inès", "Julien"),
    ("Lefèvre", "Moreau", "Girard", "Fournier", "Bonnet", "Mercier", "Faure", "Rousseau"),
    (
        "scanner",
        "irm",
        "rivage",
        "garonne",
        "bordeaux",
        "soleil",
        "marine",
        "cerise",
        "papillon",
        "radio",
    ),
    ("Bordeaux", "Pessac", "Mérignac", "Talence"),
    ("camille", "theo", "manon", "lucas", "elodie", "hugo", "ines", "julien"),
    ("lefevre", "moreau", "girard", "fournier", "bonnet", "mercier", "faure", "rousseau"),
    "+33",
)

F.reg(
    "imagerie_orthanc_json_registered_users",
    ("etc/orthanc/orthanc.json", "srv/pacs-mini/config/orthanc_<<n>>.json"),
    """{
  "Name": "PACS-RECHERCHE-<<n>>",
  "StorageDirectory": "/var/lib/orthanc/db",
  "IndexDirectory": "/var/lib/orthanc/db",
  "HttpPort": 8042,
  "DicomAet": "ORTHANC<<n>>",
  "DicomPort": 4242,
  "RemoteAccessAllowed": true,
  "AuthenticationEnabled": true,
  "RegisteredUsers": {
    "<<user>>": "<<cred>>"
  },
  "DicomModalities": {
    "IRM3T": ["IRM3T", "<<ip>>", 104],
    "SCANNER2": ["CT2_<<org>>", "<<ip>>", 104]
  },
  "StableAge": 60
}
""",
    "pw_json",
)

F.reg(
    "imagerie_dcm4chee_compose_ldap_root_pass",
    ("opt/dcm4chee/docker-compose.yml", "srv/pacs/dcm4chee-arc-<<n>>/docker-compose.yml"),
    """version: "3"
services:
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.6-33.0
    ports:
      - "389:389"
    environment:
      STORAGE_DIR: /storage/fs1
      LDAP_ROOTPASS: '<<cred>>'
    volumes:
      - /var/local/dcm4chee-arc/ldap:/var/lib/openldap/openldap-data
  db:
    image: dcm4che/postgres-dcm4chee:16.2-33
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD_FILE: /run/secrets/pacs_db
  arc:
    image: dcm4che/dcm4chee-arc-psql:5.33.0
    ports:
      - "8080:8080"
      - "11112:11112"
    environment:
      WILDFLY_CHOWN: /storage
      ARCHIVE_DEVICE_NAME: RIVAGE<<n>>
    depends_on:
      - ldap
      - db
""",
    "pw_sq",
)

F.reg(
    "imagerie_courriel_mot_de_passe_console_irm",
    ("Mail/INBOX/cur/<<n6>>.<<org>>:2,S", "Documents/courriels/acces_console_irm_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Accès console IRM 3T – protocole de recherche
Date: <<date>> <<hm>>:12 +0100
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Bonjour,

Pour les acquisitions du protocole du jeudi soir, vous pouvez vous connecter sur la console
de l'IRM 3T (salle 2) avec le compte « recherche ».
Le mot de passe est : <<cred>>

Merci de ne pas exporter les séries hors du PACS de recherche et de fermer la session
après l'examen. Le prestataire change les accès à chaque maintenance.

Bien cordialement,
<<first>> <<last>>
Manipulateur en électroradiologie – Imagerie, <<orgname>>
""",
    "human",
)

F.reg(
    "imagerie_mirth_channel_xml_database_writer",
    ("mirth/channels/ORU_vers_DPI_<<n>>.xml", "exports/mirth/<<org>>_canal_resultats_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<channel version="4.5.0">
  <id><<uuid>></id>
  <name>ORU_RIS_vers_DPI_<<n>></name>
  <sourceConnector version="4.5.0">
    <name>sourceConnector</name>
    <properties class="com.mirth.connect.connectors.tcp.TcpReceiverProperties" version="4.5.0">
      <listenerConnectorProperties version="4.5.0">
        <host>0.0.0.0</host>
        <port>66<<n>></port>
      </listenerConnectorProperties>
    </properties>
    <transportName>TCP Listener</transportName>
  </sourceConnector>
  <destinationConnectors>
    <connector version="4.5.0">
      <name>Ecriture base DPI</name>
      <properties class="com.mirth.connect.connectors.jdbc.DatabaseDispatcherProperties" version="4.5.0">
        <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
        <url>jdbc:sqlserver://<<host>>:1433;databaseName=DPI_RESULTATS</url>
        <username>mirth_ris</username>
        <password><<cred>></password>
        <query>INSERT INTO resultats (ipp, accession, statut) VALUES (${ipp}, ${acc}, 'F')</query>
      </properties>
      <transportName>Database Writer</transportName>
    </connector>
  </destinationConnectors>
</channel>
""",
    "pw_xml",
)

F.reg(
    "imagerie_bash_history_curl_orthanc_rest",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd /srv/pacs-mini
systemctl status orthanc
curl -s http://localhost:8042/system
curl -s -u <<user>>:<<cred>> http://<<ip>>:8042/patients | jq length
curl -s -u <<user>>:<<cred>> -X POST http://<<ip>>:8042/modalities/IRM3T/echo
storescu -aec ORTHANC<<n>> <<ip>> 4242 +sd /mnt/usb/etude_<<n3>>/
exit
""",
    "pw_bare",
)

F.reg(
    "imagerie_teleradiologie_ipsec_secrets_psk",
    ("etc/ipsec.secrets", "etc/strongswan/ipsec.d/teleradio_<<n>>.secrets"),
    """# ipsec.secrets - tunnel téléradiologie (garde de nuit) vers le prestataire
# CHU <<city>> <-> centre de lecture
<<pubip>> <<ip>> : PSK "<<cred>>"
""",
    "pw_dq",
)

F.reg(
    "imagerie_fods_tableau_comptes_modalites",
    ("Partage/Imagerie/comptes_modalites_<<year>>.fods", "Documents/biomed/modalites_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Modalités">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Modalité</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>AE Title</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Compte service</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Mot de passe</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Scanner 2</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>CT2_<<org>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>service</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Mammographe</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>MG1_<<org>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>service</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>voir fournisseur</text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "imagerie_hl7_mllp_passerelle_keystore_properties",
    ("opt/passerelle-hl7/conf/application.properties", "etc/<<org>>/mllp-gateway-<<n>>.properties"),
    """# Passerelle HL7 v2 MLLP/TLS RIS <-> DPI
mllp.listen.port=66<<n>>
mllp.tls.enabled=true
mllp.tls.keystore.path=/opt/passerelle-hl7/conf/passerelle.p12
mllp.tls.keystore.type=PKCS12
mllp.tls.keystore.password=<<cred>>
hl7.sending.facility=RIS_<<org>>
hl7.receiving.facility=DPI
spring.datasource.url=jdbc:postgresql://<<host>>:5432/hl7log
spring.datasource.username=hl7log
""",
    "pw",
)
